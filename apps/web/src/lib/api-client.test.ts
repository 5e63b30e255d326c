import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, stubFetch } from '../test/render.tsx';
import {
  ApiError,
  apiGet,
  apiGetFile,
  apiPost,
  apiPostForMessage,
  hasErrorCode,
  onSessionEnded,
} from './api-client.ts';

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
      code: 'BAD_REQUEST',
      fieldErrors: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('carries the error code of the answer, which the app decides on', async () => {
    stubFetch(() => envelopeResponse(null, 409, 'This e-mail is already registered.', 'EMAIL_TAKEN'));
    const error = await apiPost('/students/create-account', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(hasErrorCode(error, 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode(error, 'CONFLICT')).toBe(false);
    expect(hasErrorCode(new Error('not from the API'), 'EMAIL_TAKEN')).toBe(false);
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
      code: null,
      message: 'An unexpected error occurred. Please try again.',
    });

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiPost('/x')).rejects.toMatchObject({ statusCode: 0, code: null });
  });

  it('sends no token on anonymous calls', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    localStorage.setItem('auth', 'old-token');
    await apiPost('/students/login', { email: 'a@b.in' }, { anonymous: true });
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).has('Authorization')).toBe(false);
  });

  it('takes over the same call an early script started, and reads its answer as its own', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({ id: 'fresh' }));
    localStorage.setItem('auth', 'token-1');
    const takeOver = vi.fn(() => Promise.resolve(envelopeResponse({ id: 'early' })));

    await expect(apiPost('/students/student-details', { id: 'u1' }, { takeOver })).resolves.toEqual({
      id: 'early',
    });
    expect(takeOver).toHaveBeenCalledWith('/students/student-details', '{"id":"u1"}', 'token-1');
    expect(fetchMock).not.toHaveBeenCalled();

    // A refused early answer ends the session like any other; a failed one reads as a network failure.
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);
    const refused = () => Promise.resolve(envelopeResponse(null, 401, 'Your session has ended.'));
    await expect(
      apiPost('/students/student-details', { id: 'u1' }, { takeOver: refused }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth')).toBeNull();
    unsubscribe();
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      apiPost('/students/student-details', { id: 'u1' }, { takeOver: failed }),
    ).rejects.toMatchObject({
      statusCode: 0,
      message: 'Could not reach the server. Check your internet connection and try again.',
    });
  });

  it('asks itself when there is no early call to take over', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({ id: 'fresh' }));
    await expect(
      apiPost('/students/student-details', { id: 'u1' }, { takeOver: () => undefined }),
    ).resolves.toEqual({ id: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

  it('ends the session on the code, whatever the status says', async () => {
    localStorage.setItem('auth', 'revoked-token');
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);

    stubFetch(() => envelopeResponse(null, 403, 'You are not allowed to do this.', 'FORBIDDEN'));
    await expect(apiPost('/admin/get-students')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    stubFetch(() =>
      envelopeResponse(null, 400, 'Your current password is not correct.', 'PASSWORD_REJECTED'),
    );
    await expect(apiPost('/students/change-password')).rejects.toMatchObject({ code: 'PASSWORD_REJECTED' });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBe('revoked-token');

    stubFetch(() =>
      envelopeResponse(null, 401, 'Your session has ended. Please log in again.', 'SESSION_ENDED'),
    );
    await expect(apiPost('/students/student-details')).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth')).toBeNull();
    unsubscribe();
  });

  it('treats a 401 on an anonymous call as wrong credentials, keeping storage', async () => {
    stubFetch(() => envelopeResponse(null, 401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
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

  it('fetches a private file with the token, by the address an answer named', async () => {
    localStorage.setItem('auth', 'mentor-token');
    const fetchMock = stubFetch(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/webp' } }),
    );
    const file = await apiGetFile('/api/v1/bookings/b-1/proof');
    expect(file.size).toBe(3);
    expect(file.type).toBe('image/webp');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/bookings/b-1/proof');
    expect(headersOf(init).get('Authorization')).toBe('Bearer mentor-token');
  });

  it('refuses a file the API would not serve, with its message and code', async () => {
    localStorage.setItem('auth', 'mentor-token');
    stubFetch(() => envelopeResponse(null, 404, 'This proof image does not exist.'));
    await expect(apiGetFile('/api/v1/bookings/b-1/proof')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'This proof image does not exist.',
    });
  });

  it('never sends the token to an address outside the API', async () => {
    localStorage.setItem('auth', 'mentor-token');
    const fetchMock = stubFetch(() => new Response('x'));
    await expect(apiGetFile('https://elsewhere.example/proof')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
