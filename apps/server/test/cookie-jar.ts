import type { LightMyRequestResponse } from 'fastify';

/**
 * What a browser would keep between calls: cookies set by answers (the sign-up token), sent back on the
 * next requests. A cookie set with Max-Age=0 is forgotten.
 */
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: LightMyRequestResponse): LightMyRequestResponse {
      const header = response.headers['set-cookie'];
      for (const line of Array.isArray(header) ? header : header ? [header] : []) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', ...value] = pair.split('=');
        const cleared = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
        if (cleared) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.join('='));
      }
      return response;
    },
    header(): Record<string, string> {
      if (cookies.size === 0) return {};
      return { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    },
    clear() {
      cookies.clear();
    },
  };
}
