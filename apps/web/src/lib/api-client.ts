import type { FieldError } from '@neetmentor/contract';
import { clearAuth, readAuthValue } from './auth-storage.ts';

const API_BASE = '/api/v1';
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your internet connection and try again.';

/** A failed call: the server's message and status, plus per-field details for form errors. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldError[];

  constructor(message: string, statusCode: number, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

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
  method: 'GET' | 'POST',
  path: string,
  body: RequestBody,
  { anonymous = false }: RequestOptions = {},
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

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(DEFAULT_ERROR_MESSAGE, response.status);
  }
  if (!isRecord(envelope)) throw new ApiError(DEFAULT_ERROR_MESSAGE, response.status);

  const statusCode = typeof envelope.statusCode === 'number' ? envelope.statusCode : response.status;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (!response.ok || statusCode !== 200) {
    if (token && statusCode === 401) endSession();
    throw new ApiError(message || DEFAULT_ERROR_MESSAGE, statusCode, readFieldErrors(envelope.data));
  }
  return { data: envelope.data as T, message };
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
