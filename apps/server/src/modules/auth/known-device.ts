import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';

/**
 * The known-device cookie (OWASP's "device cookie" against lockout): set after a successful login, it
 * names the address signed in with and a random id for this browser. A login for that address from a
 * browser holding it is counted against the browser, not against the address, so failures from elsewhere
 * never lock the owner out on their own device. HttpOnly, signed; it says nothing a reader could use.
 */
const COOKIE_NAME = 'nm_device';
const COOKIE_PATH = '/api/v1';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

type DeviceContext = Pick<AppContext, 'config'>;

function mac(ctx: DeviceContext, purpose: string, value: string): string {
  return createHmac('sha256', ctx.config.secrets.jwtSecret).update(`${purpose}:${value}`).digest('base64url');
}

/** A tag for an address that the cookie carries instead of the address itself. */
const addressTag = (ctx: DeviceContext, email: string) =>
  mac(ctx, 'device-address', email.trim().toLowerCase()).slice(0, 22);

/** Marks this browser as a known device of the address just signed in with. */
export function rememberDevice(ctx: DeviceContext, reply: FastifyReply, email: string): void {
  const payload = `${randomBytes(16).toString('base64url')}.${addressTag(ctx, email)}`;
  reply.header(
    'set-cookie',
    serializeCookie(COOKIE_NAME, `${payload}.${mac(ctx, 'device', payload)}`, {
      path: COOKIE_PATH,
      maxAgeSeconds: LIFETIME_SECONDS,
      sameSite: 'Strict',
      secure: ctx.config.publicUrl.startsWith('https:'),
    }),
  );
}

/** The id of this browser when it holds a genuine known-device cookie for this address, else undefined. */
export function knownDeviceId(
  ctx: DeviceContext,
  request: FastifyRequest,
  email: string,
): string | undefined {
  const parts = readCookie(request.headers.cookie, COOKIE_NAME)?.split('.');
  if (parts?.length !== 3) return undefined;
  const [deviceId, tag, given] = parts as [string, string, string];
  const expected = Buffer.from(mac(ctx, 'device', `${deviceId}.${tag}`), 'base64url');
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return tag === addressTag(ctx, email) ? deviceId : undefined;
}
