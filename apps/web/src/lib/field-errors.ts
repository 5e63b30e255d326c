import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, hasErrorCode } from './api-client.ts';

/** A problem with one field, from the server's 400 answer (`data.errors`) or from a local schema check. */
interface FieldProblem {
  path: string | readonly PropertyKey[];
  message: string;
}

/** One message per field (the first), keyed by the field's top-level name, for showing under each input. */
export function toFieldErrors(problems: readonly FieldProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const name = String(typeof problem.path === 'string' ? problem.path.split('.')[0] : problem.path[0]);
    if (name && !(name in errors)) errors[name] = problem.message;
  }
  return errors;
}

/** What a refused call said about the form: the fields it marked, and its problems that concern none of them. */
export interface ServerErrors {
  marked: number;
  elsewhere: string[];
}

/**
 * Marks the form's fields that a refused call names (`data.errors` of a 400) with the server's message,
 * as the form's own checks do; a file refused for its type (415) or size (413) marks `fileField`. The form's
 * fields are those it holds a value for: a problem with another part of the request (an id the form does
 * not hold) is no field's, and is returned for the caller to show.
 */
export function setServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'setError'>,
  error: Error,
  fileField?: Path<V>,
): ServerErrors {
  if (
    fileField &&
    (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') || hasErrorCode(error, 'PAYLOAD_TOO_LARGE'))
  ) {
    form.setError(fileField, { type: 'server', message: error.message });
    return { marked: 1, elsewhere: [] };
  }
  const problems = error instanceof ApiError ? error.fieldErrors : [];
  const fields = Object.keys(form.getValues());
  const own = Object.entries(toFieldErrors(problems)).filter(([name]) => fields.includes(name));
  for (const [name, message] of own) form.setError(name as Path<V>, { type: 'server', message });
  const elsewhere = problems
    .filter((problem) => !fields.includes(problem.path.split('.')[0] ?? ''))
    .map((problem) => problem.message);
  return { marked: own.length, elsewhere: [...new Set(elsewhere)] };
}
