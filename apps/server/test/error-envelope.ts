import { tmpdir } from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@neetmentor/contract';

export interface ErrorEnvelope {
  statusCode: number;
  data: unknown;
  message: string;
  success: false;
  code: string;
}

function readJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** The error envelope of an answer: `{ statusCode, data, message, success: false, code }`, or undefined. */
export function errorEnvelope(response: LightMyRequestResponse): ErrorEnvelope | undefined {
  const body = readJson(response);
  if (!body || typeof body !== 'object') return undefined;
  const candidate = body as Record<string, unknown>;
  const valid =
    candidate.statusCode === response.statusCode &&
    'data' in candidate &&
    typeof candidate.message === 'string' &&
    candidate.message.length > 0 &&
    candidate.success === false &&
    typeof candidate.code === 'string' &&
    candidate.code in ERROR_CODES;
  return valid ? (body as ErrorEnvelope) : undefined;
}

/**
 * Whether an answer is a page for a browser (the web app's not-found page, say): pages answer in HTML,
 * and only API addresses owe the envelope on every answer.
 */
export function isPageAnswer(response: LightMyRequestResponse, url: string): boolean {
  // The path the server saw: dot segments are resolved before routing (/api/../x is /x).
  const path = new URL(url, 'http://localhost').pathname;
  return !path.startsWith('/api/') && String(response.headers['content-type'] ?? '').startsWith('text/html');
}

/** Signs of internals in an answer meant for people: stack frames, SQL, system errors. */
const INTERNALS =
  /node_modules|\.ts:\d|\bat \S+ \(|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|relation "|violates|ENOENT|EACCES|ECONNREFUSED|TypeError|RangeError|SyntaxError: Unexpected/;

/** What an error answer reveals that it should not (internals, or a path on this machine), or undefined. */
export function leakedInternals(response: LightMyRequestResponse): string | undefined {
  for (const folder of [process.cwd(), tmpdir()]) if (response.body.includes(folder)) return folder;
  return INTERNALS.exec(response.body)?.[0];
}
