import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@neetmentor/contract';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from '../lib/app-error.ts';
import { envelope } from '../lib/envelope.ts';
import { summariseFieldErrors, toFieldError } from '../lib/field-errors.ts';

/** What a caller is told of a failure that is not theirs (the details go to the log). */
export const UNEXPECTED = 'An unexpected error occurred';

function toFieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue: FastifySchemaValidationError) => {
    const keys = issue.params.keys;
    return toFieldError({
      code: issue.keyword,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? '',
      keys: Array.isArray(keys) ? keys.map(String) : undefined,
    });
  });
}

/** What a caller is told while the database is unreachable, and when to try again. */
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Well-known Fastify client errors, with messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This request must be sent as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (5 MB at most).',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
};

/** One error handler: every failure leaves as the envelope, with HTTP status = statusCode. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const data = error.fieldErrors ? { errors: error.fieldErrors } : null;
      return reply.code(error.statusCode).send(envelope(error.statusCode, data, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error);
      return reply
        .code(400)
        .send(envelope(400, { errors: fieldErrors }, summariseFieldErrors(fieldErrors), 'VALIDATION_FAILED'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(envelope(500, null, UNEXPECTED));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) {
        return reply.code(429).send(envelope(429, null, error.message));
      }
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message ?? 'Bad request.';
      return reply.code(status).send(envelope(status, null, message));
    }
    // A lost or refused database connection is an outage the caller can wait out, not a bug: 503, not 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(envelope(503, null, DATABASE_UNAVAILABLE, 'SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(500, null, UNEXPECTED));
  });
}
