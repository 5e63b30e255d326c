import { saveAuth } from '../lib/auth-storage.ts';

/** An unsigned JWT carrying the given claims: enough for the client, which only reads the id claim. */
export function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Stores a session the way the login pages do. */
export function signInAs(role: 'student' | 'mentor' | 'admin', id: string, remember = false): string {
  const token = tokenFor({ id, role, sid: 'session-1' });
  if (role === 'admin') saveAuth({ auth: token, adminId: id }, remember);
  else saveAuth({ auth: token, userId: id, userType: role === 'student' ? 'Student' : 'Mentor' }, remember);
  return token;
}

export function clearStorages(): void {
  localStorage.clear();
  sessionStorage.clear();
}
