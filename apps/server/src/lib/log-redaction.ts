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
