import type { FieldError } from '@neetmentor/contract';

/**
 * The one error type services throw. The error handler turns it into the envelope with
 * HTTP status = statusCode; anything else becomes a 500 without internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
/** "45 seconds" or "15 minutes": short waits in seconds, longer ones rounded up to minutes. */
function describeWait(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const tooManyRequests = (retryAfterSeconds: number, message?: string) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    message ?? `Too many attempts. Please try again in ${describeWait(seconds)}.`,
    undefined,
    seconds,
  );
};
