/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A Set-Cookie value, HttpOnly unless `readByPage` (a choice the page's script reads, never a secret);
 * Secure when the site is served over https.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: {
    path: string;
    maxAgeSeconds: number;
    sameSite: 'Strict' | 'Lax';
    secure: boolean;
    readByPage?: boolean;
  },
): string {
  const httpOnly = options.readByPage ? '' : '; HttpOnly';
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=${options.path}${httpOnly}; SameSite=${options.sameSite}; Max-Age=${options.maxAgeSeconds}${secure}`;
}
