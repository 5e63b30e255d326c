import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

/**
 * Query values that grant access on their own: OAuth codes and state, tokens (the LinkedIn return
 * to /search-mentor carries the session token), one-time codes and passwords.
 */
const SECRET_QUERY_KEYS = new Set([
  'code',
  'state',
  'token',
  'handoff',
  'access_token',
  'id_token',
  'refresh_token',
  'code_verifier',
  'otp',
  'password',
  'secret',
  'signature',
]);

/** Path segments after which the next segment is a secret: the reset links of the API and of the web page. */
const SECRET_PATH_PREFIXES = new Set(['reset-password', 'resetpassword']);

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1];
      return previous !== undefined && SECRET_PATH_PREFIXES.has(previous.toLowerCase()) && segment
        ? CENSOR
        : segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      let key = pair.slice(0, separator);
      try {
        key = decodeURIComponent(key);
      } catch {
        // A malformed escape is compared as written.
      }
      return SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${pair.slice(0, separator)}=${CENSOR}` : pair;
    })
    .join('&');
}

/** A request URL safe to log: reset tokens in the path and secret query values are replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactPath(url);
  return `${redactPath(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
}

/** The request fields Fastify logs by default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as logged: never the values of a query. Drizzle's failed-query error puts the parameters
 * (password hashes, e-mail addresses) in its message and `params`, and PostgreSQL's `detail` repeats
 * the values of a violated key, so those are left out; the SQL text itself has only placeholders.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const message =
    typeof record.query === 'string' && 'params' in record ? `Failed query: ${record.query}` : error.message;
  // Only the frames of the stack: its head repeats the original message, which may span several lines
  // (Drizzle's puts the parameters on a line of their own).
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: frames.length > 0 ? [`${error.name}: ${message}`, ...frames].join('\n') : '',
  };
  if (record.code !== undefined) logged.code = record.code;
  if (record.constraint !== undefined) logged.constraint = record.constraint;
  if (record.table !== undefined) logged.table = record.table;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
