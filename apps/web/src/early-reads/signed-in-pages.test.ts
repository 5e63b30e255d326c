import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, stubFetch } from '../test/render.tsx';
import { takeEarlyRead } from '../lib/early-reads.ts';

/** Runs the early script as the page at this address would, once per call. */
async function runEarlyScriptAt(address: string): Promise<void> {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  await import('./signed-in-pages.ts');
}

function signIn(keys: Record<string, string>): void {
  for (const [key, value] of Object.entries(keys)) sessionStorage.setItem(key, value);
}

describe('the signed-in pages’ early script', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete window.earlyReads;
    window.history.replaceState(null, '', '/');
  });

  it('asks for the signed-in student’s details with their token, for the app to take over', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({ _id: 's-1', profilePicture: null }));
    signIn({ auth: 'token-1', userId: 's-1', userType: 'Student' });
    await runEarlyScriptAt('/student-profile');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/students/student-details');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"s-1"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    const response = takeEarlyRead('/students/student-details', '{"id":"s-1"}', 'token-1');
    expect(await (await response)?.json()).toMatchObject({ data: { _id: 's-1' } });
  });

  it('reads each answer whole at once, so no request stays open if the app never takes it over', async () => {
    const answer = envelopeResponse({ _id: 's-1', profilePicture: null });
    stubFetch(() => answer);
    signIn({ auth: 'token-1', userId: 's-1', userType: 'Student' });
    await runEarlyScriptAt('/student-profile');
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
    const taken = await takeEarlyRead('/students/student-details', '{"id":"s-1"}', 'token-1');
    expect(taken?.status).toBe(200);
    expect(await taken?.json()).toMatchObject({ data: { _id: 's-1' } });
  });

  it('keeps a dashboard’s frame for its own role only, emptying the page for anyone else', async () => {
    stubFetch(() => envelopeResponse({}));
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const drawFrame = () =>
      root.replaceChildren(Object.assign(document.createElement('nav'), { id: 'frame' }));
    try {
      for (const [keys, kept] of [
        [{ auth: 'token-m', userId: 'm-1', userType: 'Mentor' }, true],
        [{}, false],
        [{ auth: 'token-s', userId: 's-1', userType: 'Student' }, false],
        [{ auth: 'token-a', adminId: 'a-1' }, false],
      ] as const) {
        sessionStorage.clear();
        signIn(keys);
        drawFrame();
        await runEarlyScriptAt('/mentor-dashboard');
        expect(root.querySelector('#frame') !== null, JSON.stringify(keys)).toBe(kept);
      }
    } finally {
      root.remove();
    }
  });

  it('asks for a dashboard’s first data, the table’s first page only at the plain address', async () => {
    const fetchMock = stubFetch(() => envelopeResponse({}));
    signIn({ auth: 'token-m', userId: 'm-1', userType: 'Mentor' });
    await runEarlyScriptAt('/mentor-dashboard');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/v1/mentors/mentor-details', '{"id":"m-1"}'],
      ['/api/v1/mentors/dashboard-summary', '{}'],
      ['/api/v1/mentors/all-complete-sessions?page=1', '{}'],
    ]);

    fetchMock.mockClear();
    delete window.earlyReads;
    await runEarlyScriptAt('/mentor-dashboard?page=2');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/mentors/mentor-details',
      '/api/v1/mentors/dashboard-summary',
    ]);

    sessionStorage.clear();
    fetchMock.mockClear();
    signIn({ auth: 'token-a', adminId: 'a-1' });
    await runEarlyScriptAt('/admin-dashboard');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/v1/admin/admin-details', '{"id":"a-1"}'],
      ['/api/v1/admin/dashboard-data', '{}'],
      ['/api/v1/admin/total-completed-sessions?page=1', '{}'],
    ]);
  });

  it('does nothing without a session of the page’s own role, or on another page', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    await runEarlyScriptAt('/student-profile');
    signIn({ auth: 'token-1', userId: 'm-1', userType: 'Mentor' });
    await runEarlyScriptAt('/student-profile');
    await runEarlyScriptAt('/admin-dashboard');
    await runEarlyScriptAt('/mentor-dashboard/sessions');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.earlyReads).toBeUndefined();
  });
});
