/** Node.js socket errors that mean the database server could not be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL error codes of a server that is shutting down, starting, or dropped the connection:
 * 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * and class 08 (connection exceptions) except 08P01 protocol_violation, which one malformed statement
 * (too many parameters) causes on a working connection.
 */
function isConnectionState(code: string): boolean {
  if (code === '08P01') return false;
  return code === '57P01' || code === '57P02' || code === '57P03' || /^08[0-9A-Z]{3}$/.test(code);
}

/** What node-postgres says when a connection ends, cannot be made in time, or is already broken. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection refused',
];

/**
 * Whether `error` (or what caused it: Drizzle wraps the driver's error) says the database is unavailable,
 * as opposed to a query that failed on a working database. Such a failure is the server's outage, not the
 * request's fault: the caller is told to try again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = Reflect.get(current, 'code');
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isConnectionState(code))) return true;
    const cause: unknown = Reflect.get(current, 'cause');
    // Only the driver's own message: a wrapper's (Drizzle's "Failed query") quotes the request's values.
    const message = Reflect.get(current, 'message');
    if (
      cause === undefined &&
      typeof message === 'string' &&
      CONNECTION_MESSAGES.some((text) => message.includes(text))
    )
      return true;
    // An AggregateError (a refused connection on both IPv4 and IPv6) carries its causes in `errors`.
    const errors = Reflect.get(current, 'errors');
    if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each))) return true;
    current = cause;
  }
  return false;
}
