import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { ApiError, hasErrorCode } from './api-client.ts';
import { toFieldErrors } from './field-errors.ts';

interface ServerErrorTarget<V extends FieldValues> {
  getValues: UseFormGetValues<V>;
  setError: UseFormSetError<V>;
}

/**
 * Marks the fields of a react-hook-form form that a refused call names (`data.errors` of a 400) with the
 * server's message; a file refused for its type (415) or size (413) marks `fileField`. Returns whether any
 * field was marked: when none was, the caller shows the call's message instead. A problem with another part
 * of the request (an id the form does not hold) is no field's.
 */
export function markServerErrors<V extends FieldValues>(
  form: ServerErrorTarget<V>,
  error: Error,
  fileField?: Path<V>,
): boolean {
  if (
    fileField &&
    (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') || hasErrorCode(error, 'PAYLOAD_TOO_LARGE'))
  ) {
    form.setError(fileField, { type: 'server', message: error.message });
    return true;
  }
  if (!(error instanceof ApiError)) return false;
  const names: string[] = Object.keys(form.getValues());
  const isFieldName = (name: string): name is Path<V> => names.includes(name);
  let marked = false;
  for (const [name, message] of Object.entries(toFieldErrors(error.fieldErrors))) {
    if (!isFieldName(name)) continue;
    form.setError(name, { type: 'server', message });
    marked = true;
  }
  return marked;
}
