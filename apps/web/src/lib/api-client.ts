import type { ErrorCode, FieldError } from '@neetmentor/contract';
import { clearAuth, readAuthValue } from './auth-storage.ts';

const API_BASE = '/api/v1';
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your internet connection and try again.';

/**
 * A failed call: the server's message, status and error code, plus per-field details for form errors.
 * The app decides on `code` (see the contract's error-codes.ts), never on the message or the status.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  /** The API's code; null when no answer of the API came back (network failure, a proxy's error page). */
  readonly code: ErrorCode | null;
  readonly fieldErrors: FieldError[];

  constructor(message: string, statusCode: number, code: ErrorCode | null, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** Whether the call failed with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The token was refused: missing, unknown, or its session ended (logout, password change, expiry). */
const SESSION_REFUSED: ReadonlySet<ErrorCode | null> = new Set(['UNAUTHENTICATED', 'SESSION_ENDED']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(data: unknown): FieldError[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.path === 'string' && typeof entry.message === 'string'
      ? [{ path: entry.path, message: entry.message }]
      : [],
  );
}

type RequestBody = Record<string, unknown> | FormData | undefined;

export interface RequestOptions {
  /**
   * For the calls made before signing in (login, sign-up, codes, password reset): no token is sent, so a
   * 401 means wrong credentials rather than an ended session.
   */
  anonymous?: boolean;
  /** The same call, if a page's early script started it already (`takeEarlyRead`): its answer is used. */
  takeOver?: (path: string, body: string, token: string | null) => Promise<Response> | undefined;
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls the listener when the server refuses the stored token (401): the session has ended (logout
 * elsewhere, password change, expiry) and the stored keys are already cleared. Returns the unsubscribe.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

interface Answer<T> {
  data: T;
  message: string;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: RequestBody,
  { anonymous = false, takeOver }: RequestOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = anonymous ? null : readAuthValue('auth');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const started = typeof payload === 'string' ? takeOver?.(path, payload, token) : undefined;
  const response = await send(`${API_BASE}${path}`, { method, headers, body: payload }, started);
  const envelope = await readEnvelope(response);
  const statusCode = typeof envelope.statusCode === 'number' ? envelope.statusCode : response.status;
  if (!response.ok || statusCode !== 200) throw refusal(envelope, statusCode, token);
  return { data: envelope.data as T, message: typeof envelope.message === 'string' ? envelope.message : '' };
}

async function send(url: string, init: RequestInit, started?: Promise<Response>): Promise<Response> {
  try {
    return await (started ?? fetch(url, init));
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
  }
}

async function readEnvelope(response: Response): Promise<Record<string, unknown>> {
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(DEFAULT_ERROR_MESSAGE, response.status, null);
  }
  if (!isRecord(envelope)) throw new ApiError(DEFAULT_ERROR_MESSAGE, response.status, null);
  return envelope;
}

/** The error of a refused call; a refused token also ends the session here. */
function refusal(envelope: Record<string, unknown>, statusCode: number, token: string | null): ApiError {
  // The server's envelope names a code from the contract's list on every error answer.
  const code = typeof envelope.code === 'string' ? (envelope.code as ErrorCode) : null;
  if (token && SESSION_REFUSED.has(code)) endSession();
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  return new ApiError(message || DEFAULT_ERROR_MESSAGE, statusCode, code, readFieldErrors(envelope.data));
}

function endSession(): void {
  clearAuth();
  for (const listener of sessionEndedListeners) listener();
}

/** POST to `/api/v1{path}`; resolves with the envelope's `data`, rejects with an ApiError. */
export async function apiPost<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
  return (await request<T>('POST', path, body, options)).data;
}

/** POST for calls whose answer is a sentence to show (such as forgot-password): resolves with the message. */
export async function apiPostForMessage(
  path: string,
  body?: RequestBody,
  options?: RequestOptions,
): Promise<string> {
  return (await request<unknown>('POST', path, body, options)).message;
}

/** GET `/api/v1{path}`; resolves with the envelope's `data`, rejects with an ApiError. */
export async function apiGet<T>(path: string): Promise<T> {
  return (await request<T>('GET', path, undefined)).data;
}

/** PUT `/api/v1{path}` (a session's call link); resolves with the envelope's `data`. */
export async function apiPut<T>(path: string, body: RequestBody): Promise<T> {
  return (await request<T>('PUT', path, body)).data;
}

/** DELETE `/api/v1{path}` (the custom referral codes); resolves with the envelope's `data`. */
export async function apiDelete<T>(path: string): Promise<T> {
  return (await request<T>('DELETE', path, undefined)).data;
}

/**
 * A private file of the API (a session's proof image) by the address an answer named, such as
 * `/api/v1/bookings/{id}/proof`: sent with the token, which an <img> or a plain link cannot carry.
 */
export async function apiGetFile(address: string): Promise<Blob> {
  // The token goes to this API only, whatever an answer names.
  if (!address.startsWith(`${API_BASE}/`)) throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, null);
  const headers = new Headers();
  const token = readAuthValue('auth');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await send(address, { headers });
  if (!response.ok) throw refusal(await readEnvelope(response), response.status, token);
  return response.blob();
}
