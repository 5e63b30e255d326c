import { useMemo, useSyncExternalStore } from 'react';
import { SIGN_IN_HANDOFF_COOKIE as cookie, SIGN_IN_HANDOFF_PARAM as param } from '@neetmentor/contract';
import {
  AUTH_KEYS,
  clearAuth,
  readStoredAuth,
  readTokenId,
  saveAuth,
  subscribeToAuth,
} from './auth-storage.ts';

const SESSION_ROLES = ['student', 'mentor', 'admin'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export interface Session {
  role: SessionRole;
  /** The signed-in user's id: the stored userId (student, mentor) or adminId, equal to the token's id claim. */
  id: string;
}

/**
 * Who is signed in on this browser, judged as the spec's guards judge it (part 1 §4, part 2 §4): the token,
 * the id and the user type must all be stored, and the token's id claim must equal the stored id.
 */
export function readSession(): Session | null {
  const stored = readStoredAuth();
  const tokenId = readTokenId(stored.auth);
  if (!tokenId) return null;
  if (stored.adminId === tokenId) return { role: 'admin', id: tokenId };
  if (stored.userId !== tokenId) return null;
  if (stored.userType === 'Student') return { role: 'student', id: tokenId };
  if (stored.userType === 'Mentor') return { role: 'mentor', id: tokenId };
  return null;
}

/** A string snapshot, so React sees "no change" when nothing that matters changed (it compares with Object.is). */
function readSessionKey(): string {
  const session = readSession();
  return session ? `${session.role} ${session.id}` : '';
}

/** What the server renders: it cannot see the browser's storage, so a prerendered page is signed out. */
function readSignedOutKey(): string {
  return '';
}

/**
 * The current session, re-read whenever the stored keys change (login, logout, another tab, a 401). While
 * a prerendered page hydrates it reads as signed out, like the server's HTML, and then turns to the stored
 * session.
 */
export function useSession(): Session | null {
  const key = useSyncExternalStore(subscribeToAuth, readSessionKey, readSignedOutKey);
  return useMemo(() => {
    const [name, id] = key.split(' ');
    const role = SESSION_ROLES.find((candidate) => candidate === name);
    return role && id ? { role, id } : null;
  }, [key]);
}

/**
 * Student session on load (spec part 1 §4): LinkedIn sign-in comes back with `token` and `userId` in the
 * address. They are stored as a student session (the server issued a remembered, 30-day token) only when
 * the address's hand-off value equals the short-lived cookie the server set in this browser at the end of the
 * sign-in: a link that carries someone else's token (login CSRF) changes nothing, and whoever is signed in
 * stays so. Either way they are taken out of the address at once, so the token is not left in the history
 * or in a shared link.
 */
export function adoptSessionFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const userId = url.searchParams.get('userId');
  if (!token || !userId) return;
  const handoff = url.searchParams.get(param);
  const matches = !!handoff && `; ${document.cookie};`.includes(`; ${cookie}=${handoff};`);
  if (matches) saveAuth({ auth: token, userId, userType: 'Student' }, true);
  for (const name of ['token', 'userId', param]) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Leftover keys that do not add up to a session (a tampered or mismatched token) are removed. */
export function discardBrokenSession(): void {
  if (readSession()) return;
  const stored = readStoredAuth();
  if (AUTH_KEYS.some((key) => stored[key] !== null)) clearAuth();
}
