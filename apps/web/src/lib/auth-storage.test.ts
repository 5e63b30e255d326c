import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuth,
  readStoredAuth,
  readTokenId,
  replaceToken,
  saveAuth,
  subscribeToAuth,
} from './auth-storage.ts';

function tokenWith(claims: unknown): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('auth-storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered session in localStorage and a short one in sessionStorage', () => {
    saveAuth({ auth: 't1', userId: 'u1', userType: 'Student' }, true);
    expect(localStorage.getItem('auth')).toBe('t1');
    expect(sessionStorage.getItem('auth')).toBeNull();

    saveAuth({ auth: 't2', userId: 'u2', userType: 'Mentor' }, false);
    expect(sessionStorage.getItem('auth')).toBe('t2');
    expect(localStorage.getItem('auth')).toBeNull();
    expect(readStoredAuth()).toEqual({ auth: 't2', userId: 'u2', userType: 'Mentor', adminId: null });
  });

  it('reads keys from both storages and clears both', () => {
    localStorage.setItem('adminId', 'a1');
    sessionStorage.setItem('auth', 't3');
    expect(readStoredAuth()).toMatchObject({ auth: 't3', adminId: 'a1' });

    clearAuth();
    expect(readStoredAuth()).toEqual({ auth: null, userId: null, userType: null, adminId: null });
  });

  it('uses the keys auth, userId, userType and adminId', () => {
    saveAuth({ auth: 't', userId: 'u', userType: 'Student' }, false);
    expect(Object.keys(sessionStorage).sort()).toEqual(['auth', 'userId', 'userType']);
    saveAuth({ auth: 't', adminId: 'a' }, true);
    expect(Object.keys(localStorage).sort()).toEqual(['adminId', 'auth']);
    expect(sessionStorage.length).toBe(0);
  });

  it('drops keys of an earlier session from the storage it writes to', () => {
    saveAuth({ auth: 't1', adminId: 'a1' }, true);
    saveAuth({ auth: 't2', userId: 'u2', userType: 'Student' }, true);
    expect(readStoredAuth()).toEqual({ auth: 't2', userId: 'u2', userType: 'Student', adminId: null });
  });

  it('replaces the token where it is kept, so the Remember Me choice survives a password change', () => {
    saveAuth({ auth: 'old', userId: 'u1', userType: 'Student' }, true);
    replaceToken('fresh');
    expect(localStorage.getItem('auth')).toBe('fresh');
    expect(sessionStorage.getItem('auth')).toBeNull();

    saveAuth({ auth: 'old', adminId: 'a1' }, false);
    replaceToken('fresh-2');
    expect(sessionStorage.getItem('auth')).toBe('fresh-2');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('tells subscribers about every change, including changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAuth(listener);
    saveAuth({ auth: 't', userId: 'u', userType: 'Student' }, true);
    clearAuth();
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    saveAuth({ auth: 't', userId: 'u', userType: 'Student' }, true);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('reads the id claim of a token, including non-ASCII payloads', () => {
    expect(readTokenId(tokenWith({ id: 'u-42', role: 'student' }))).toBe('u-42');
    const unicode = `${btoa('{}')}.${btoa(String.fromCharCode(...new TextEncoder().encode('{"id":"ü-1"}')))}.s`;
    expect(readTokenId(unicode)).toBe('ü-1');
  });

  it.each([
    ['not a string', 42],
    ['no payload', 'abc'],
    ['bad base64', 'a.%%%.c'],
    ['bad JSON', `a.${btoa('{nope')}.c`],
    ['no id claim', tokenWith({ role: 'student' })],
    ['a numeric id', tokenWith({ id: 7 })],
  ])('returns null for %s', (_case, token) => {
    expect(readTokenId(token)).toBeNull();
  });
});
