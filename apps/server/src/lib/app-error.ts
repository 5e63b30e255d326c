import { defaultErrorCode, type ErrorCode, type FieldError } from '@neetmentor/contract';

/**
 * The one error type services throw. The error handler turns it into the envelope with
 * HTTP status = statusCode and its stable `code`; anything else becomes a 500 without internals.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: ErrorCode; fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = options.code ?? defaultErrorCode(statusCode);
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly fieldErrors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;
}

/** 400; with field errors it is a validation failure (`VALIDATION_FAILED`). */
export const badRequest = (message: string, fieldErrors?: FieldError[], code?: ErrorCode) =>
  new AppError(400, message, {
    fieldErrors,
    code: code ?? (fieldErrors?.length ? 'VALIDATION_FAILED' : 'BAD_REQUEST'),
  });
export const unauthorized = (message = 'Please log in to continue.', code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, message, { code });
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, message, { code });
export const notFound = (message = 'Not found.', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, message, { code });
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, message, { code });
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
/** "45 seconds" or "15 minutes": short waits in seconds, longer ones rounded up to minutes. */
function describeWait(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** 503: something the request needs is down for now (a retry later succeeds). */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds });

export const tooManyRequests = (retryAfterSeconds: number, message?: string) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, message ?? `Too many attempts. Please try again in ${describeWait(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
};
