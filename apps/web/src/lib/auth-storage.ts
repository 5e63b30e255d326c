/**
 * Where the session lives in the browser (spec part 1 §3, product rules §2): localStorage when the user
 * ticked "Remember Me", sessionStorage otherwise. Readers look in both, so callers never need to know which.
 */

export const AUTH_KEYS = ['auth', 'userId', 'userType', 'adminId'] as const;
export type AuthKey = (typeof AUTH_KEYS)[number];

export interface StoredAuth {
  auth: string | null;
  userId: string | null;
  userType: string | null;
  adminId: string | null;
}

const listeners = new Set<() => void>();

function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls the listener whenever the stored session changes, in this tab or (through the storage event)
 * in another one, so a logout anywhere updates every open page. Returns the unsubscribe function.
 */
export function subscribeToAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notifyAuthChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notifyAuthChanged);
  };
}

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    // Storage access throws when the browser blocks site data; the visitor is then simply logged out.
    return [];
  }
}

export function readAuthValue(key: AuthKey): string | null {
  for (const storage of storages()) {
    const value = storage.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

export function readStoredAuth(): StoredAuth {
  return {
    auth: readAuthValue('auth'),
    userId: readAuthValue('userId'),
    userType: readAuthValue('userType'),
    adminId: readAuthValue('adminId'),
  };
}

/** Writes the given keys to one storage and removes every auth key from the other, so stale copies never win. */
export function saveAuth(values: Partial<Record<AuthKey, string>>, remember: boolean): void {
  const [local, session] = storages();
  if (!local || !session) return;
  const target = remember ? local : session;
  const other = remember ? session : local;
  for (const key of AUTH_KEYS) {
    other.removeItem(key);
    target.removeItem(key);
  }
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) target.setItem(key, value);
  }
  notifyAuthChanged();
}

/**
 * Puts a fresh token in place of the current one, in the storage that holds it, so the Remember Me
 * choice survives. A password change ends every session and answers with this new token.
 */
export function replaceToken(token: string): void {
  const holder = storages().find((storage) => storage.getItem('auth') !== null);
  if (!holder) return;
  holder.setItem('auth', token);
  notifyAuthChanged();
}

export function clearAuth(keys: readonly AuthKey[] = AUTH_KEYS): void {
  for (const storage of storages()) {
    for (const key of keys) storage.removeItem(key);
  }
  notifyAuthChanged();
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `id` claim of a JWT, or null when the token is malformed. The signature is not checked here: the
 * server does that on every call; the client only needs to know whose token it holds.
 */
export function readTokenId(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('id' in claims)) return null;
    return typeof claims.id === 'string' ? claims.id : null;
  } catch {
    return null;
  }
}
