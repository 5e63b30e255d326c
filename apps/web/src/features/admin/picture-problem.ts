import { ApiError, hasErrorCode } from '../../lib/api-client.ts';
import { toFieldErrors } from '../../lib/field-errors.ts';

/** A refused upload's message for its picture field: a wrong type or size, or the server naming the field. */
export function pictureProblem(error: Error, field = 'image'): string | undefined {
  if (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') || hasErrorCode(error, 'PAYLOAD_TOO_LARGE'))
    return error.message;
  return error instanceof ApiError ? toFieldErrors(error.fieldErrors)[field] : undefined;
}
