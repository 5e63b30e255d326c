import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, stubFetch } from '../test/render.tsx';
import { takeEarlyRead } from '../lib/early-reads.ts';

/** Runs the early script as the page would, once per test. */
async function runEarlyScript(): Promise<void> {
  vi.resetModules();
  await import('./student-details.ts');
}

describe('the student profile’s early script', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete window.earlyReads;
  });

  it('asks for the signed-in student’s details with their token, for the app to take over', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({ _id: 's-1', profilePicture: null }));
    sessionStorage.setItem('auth', 'token-1');
    sessionStorage.setItem('userId', 's-1');
    sessionStorage.setItem('userType', 'Student');
    await runEarlyScript();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/students/student-details');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"s-1"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    const response = takeEarlyRead('/students/student-details', '{"id":"s-1"}', 'token-1');
    expect(await (await response)?.json()).toMatchObject({ data: { _id: 's-1' } });
  });

  it('does nothing without a student’s session', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    await runEarlyScript();
    localStorage.setItem('auth', 'token-1');
    localStorage.setItem('userId', 'm-1');
    localStorage.setItem('userType', 'Mentor');
    await runEarlyScript();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.earlyReads).toBeUndefined();
  });
});
