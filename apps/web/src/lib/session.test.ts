import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStorages, signInAs, tokenFor } from '../test/session.ts';
import { clearAuth, readStoredAuth, saveAuth } from './auth-storage.ts';
import {
  adoptSessionFromAddress,
  discardBrokenSession,
  readSession,
  useSession,
  type Session,
} from './session.ts';

describe('session', () => {
  afterEach(() => {
    clearStorages();
    document.cookie = 'nm_signin_handoff=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('recognises each role only when the token id equals the stored id', () => {
    signInAs('student', 's-1');
    expect(readSession()).toEqual({ role: 'student', id: 's-1' });
    signInAs('mentor', 'm-1', true);
    expect(readSession()).toEqual({ role: 'mentor', id: 'm-1' });
    signInAs('admin', 'a-1');
    expect(readSession()).toEqual({ role: 'admin', id: 'a-1' });

    saveAuth({ auth: tokenFor({ id: 'someone-else' }), userId: 's-1', userType: 'Student' }, false);
    expect(readSession()).toBeNull();
    saveAuth({ auth: tokenFor({ id: 's-1' }), userId: 's-1', userType: 'Teacher' }, false);
    expect(readSession()).toBeNull();
    saveAuth({ auth: 'not-a-token', userId: 's-1', userType: 'Student' }, false);
    expect(readSession()).toBeNull();
  });

  it('stores token and userId from the address as a remembered student session when the hand-off matches this browser', () => {
    const token = tokenFor({ id: 's-9' });
    document.cookie = 'nm_signin_handoff=h4nd-0ff; Path=/';
    window.history.pushState(
      null,
      '',
      `/search-mentor?token=${token}&userId=s-9&handoff=h4nd-0ff&state=Goa#list`,
    );
    const entries = window.history.length;

    adoptSessionFromAddress();

    expect(localStorage.getItem('auth')).toBe(token);
    expect(localStorage.getItem('userId')).toBe('s-9');
    expect(localStorage.getItem('userType')).toBe('Student');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/search-mentor?state=Goa#list',
    );
    expect(window.history.length).toBe(entries);
    expect(readSession()).toEqual({ role: 'student', id: 's-9' });
  });

  it.each([
    ['no hand-off cookie in this browser', null, 'h4nd-0ff'],
    ['another hand-off value', 'mine-1234', 'h4nd-0ff'],
    ['no hand-off value in the address', 'mine-1234', null],
  ])(
    'ignores a token in the address with %s, keeps who is signed in and cleans the address',
    (_case, cookie, handoff) => {
      signInAs('student', 's-1');
      if (cookie) document.cookie = `nm_signin_handoff=${cookie}; Path=/`;
      const attacker = tokenFor({ id: 's-evil' });
      const query = `token=${attacker}&userId=s-evil${handoff ? `&handoff=${handoff}` : ''}`;
      window.history.pushState(null, '', `/mentor-detail?${query}`);

      adoptSessionFromAddress();

      expect(readSession()).toEqual({ role: 'student', id: 's-1' });
      expect(readStoredAuth().auth).not.toBe(attacker);
      expect(`${window.location.pathname}${window.location.search}`).toBe('/mentor-detail');
    },
  );

  it('leaves the address and storage alone without both query values', () => {
    window.history.pushState(null, '', '/search-mentor?token=abc');
    adoptSessionFromAddress();
    expect(window.location.search).toBe('?token=abc');
    expect(readStoredAuth().auth).toBeNull();
  });

  it('clears keys that do not add up to a session, and keeps a valid one', () => {
    saveAuth({ auth: tokenFor({ id: 'x' }), userId: 'y', userType: 'Student' }, true);
    discardBrokenSession();
    expect(readStoredAuth()).toEqual({ auth: null, userId: null, userType: null, adminId: null });

    signInAs('mentor', 'm-2');
    discardBrokenSession();
    expect(readSession()).toEqual({ role: 'mentor', id: 'm-2' });
  });

  it('re-renders with the new session after login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => {
      signInAs('student', 's-3');
    });
    expect(result.current).toEqual({ role: 'student', id: 's-3' });
    const first = result.current;

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    });
    expect(result.current).toBe(first);

    act(() => clearAuth());
    expect(result.current).toBeNull();
  });

  it('reads as signed out while a prerendered page hydrates, as the server rendered it, then as stored', async () => {
    signInAs('student', 's-1');
    const seen: (Session | null)[] = [];
    renderHook(
      () => {
        const session = useSession();
        seen.push(session);
        return session;
      },
      { hydrate: true },
    );
    await waitFor(() => expect(seen.at(-1)).toEqual({ role: 'student', id: 's-1' }));
    expect(seen[0]).toBeNull();
  });
});
