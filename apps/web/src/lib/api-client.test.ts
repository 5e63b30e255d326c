import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, stubFetch } from '../test/render.tsx';
import { ApiError, apiGet, apiPost, apiPostForMessage, onSessionEnded } from './api-client.ts';

function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

describe('api-client', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('unwraps the envelope and sends JSON bodies', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({ id: 'x' }));
    await expect(apiPost('/students/login', { email: 'a@b.in' })).resolves.toEqual({ id: 'x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/students/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.in"}');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
  });

  it('sends a bodiless POST without a content type', async () => {
    const fetchMock = stubFetch(() => envelopeResponse([]));
    await apiPost('/admin/get-blogs');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(headersOf(init).has('Content-Type')).toBe(false);
  });

  it('adds the stored token as a Bearer header, from either storage', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    sessionStorage.setItem('auth', 'session-token');
    await apiGet('/health');
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).get('Authorization')).toBe('Bearer session-token');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');

    sessionStorage.clear();
    await apiGet('/health');
    expect(headersOf(fetchMock.mock.calls[1]?.[1]).has('Authorization')).toBe(false);
  });

  it('throws an ApiError with the server message and field errors', async () => {
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'email', message: 'Invalid email' }, { bad: true }] },
        400,
        'Invalid input',
      ),
    );
    const error = await apiPost('/students/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid input',
      statusCode: 400,
      fieldErrors: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('fails when the envelope says so even with HTTP 200', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 409, data: null, message: 'Already accepted' }), {
          status: 200,
        }),
    );
    await expect(apiPost('/x')).rejects.toMatchObject({ statusCode: 409, message: 'Already accepted' });
  });

  it('turns a non-JSON answer and a network failure into readable errors', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiPost('/x')).rejects.toMatchObject({
      statusCode: 502,
      message: 'An unexpected error occurred. Please try again.',
    });

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiPost('/x')).rejects.toMatchObject({ statusCode: 0 });
  });

  it('sends no token on anonymous calls', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    localStorage.setItem('auth', 'old-token');
    await apiPost('/students/login', { email: 'a@b.in' }, { anonymous: true });
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).has('Authorization')).toBe(false);
  });

  it('ends the session when the server refuses the stored token', async () => {
    stubFetch(() => envelopeResponse(null, 401, 'Your session has ended. Please log in again.'));
    localStorage.setItem('auth', 'revoked-token');
    localStorage.setItem('userId', 'u1');
    sessionStorage.setItem('userType', 'Student');
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);

    await expect(apiPost('/students/student-details', { id: 'u1' })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionStorage.getItem('userType')).toBeNull();
    unsubscribe();
  });

  it('treats a 401 on an anonymous call as wrong credentials, keeping storage', async () => {
    stubFetch(() => envelopeResponse(null, 401, 'Invalid email or password'));
    localStorage.setItem('auth', 'other-token');
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);

    await expect(apiPost('/students/login', {}, { anonymous: true })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBe('other-token');
    unsubscribe();
  });

  it('resolves with the message for calls whose answer is a sentence', async () => {
    stubFetch(() => envelopeResponse(null, 200, 'We have sent the password reset link to your email.'));
    await expect(apiPostForMessage('/students/forgot-password', { email: 'a@b.in' })).resolves.toBe(
      'We have sent the password reset link to your email.',
    );
  });
});
