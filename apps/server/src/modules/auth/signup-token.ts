import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import type { AccountRole } from './accounts.repository.ts';

/**
 * The sign-up token: proof that a request comes from the browser whose sign-up created an account.
 * Create-account sets it as an HttpOnly, SameSite=Strict cookie bound to the new account's id; verifying
 * the e-mail, resending the code, uploading the academic details and cancelling the sign-up require it.
 * Whoever holds the code and whoever holds the token must be the same browser. A repeated sign-up for the
 * same unverified address replaces the account (new id, so the earlier token stops working) only from that
 * browser, or once the earlier code has expired.
 */
const LIFETIME_SECONDS = 24 * 60 * 60;
const COOKIE_PATH = '/api/v1';
const cookieName = (role: AccountRole) => `nm_signup_${role}`;

type TokenContext = Pick<AppContext, 'clock' | 'config'>;

function signature(ctx: TokenContext, payload: string): Buffer {
  return createHmac('sha256', ctx.config.secrets.jwtSecret).update(`signup:${payload}`).digest();
}

function secure(ctx: TokenContext): boolean {
  return ctx.config.publicUrl.startsWith('https:');
}

/** Sets the sign-up cookie for a new account on the reply. */
export function setSignupToken(
  ctx: TokenContext,
  reply: FastifyReply,
  role: AccountRole,
  accountId: string,
): void {
  const expiresAt = ctx.clock.now().getTime() + LIFETIME_SECONDS * 1000;
  const payload = `${role}.${accountId}.${expiresAt}`;
  const token = `${payload}.${signature(ctx, payload).toString('base64url')}`;
  reply.header(
    'set-cookie',
    serializeCookie(cookieName(role), token, {
      path: COOKIE_PATH,
      maxAgeSeconds: LIFETIME_SECONDS,
      sameSite: 'Strict',
      secure: secure(ctx),
    }),
  );
}

/** Removes the sign-up cookie once the sign-up is finished or cancelled. */
export function clearSignupToken(ctx: TokenContext, reply: FastifyReply, role: AccountRole): void {
  reply.header(
    'set-cookie',
    serializeCookie(cookieName(role), '', {
      path: COOKIE_PATH,
      maxAgeSeconds: 0,
      sameSite: 'Strict',
      secure: secure(ctx),
    }),
  );
}

/** The account id the request's sign-up token vouches for, or undefined when absent, forged or expired. */
export function readSignupToken(
  ctx: TokenContext,
  request: FastifyRequest,
  role: AccountRole,
): string | undefined {
  const token = readCookie(request.headers.cookie, cookieName(role));
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [tokenRole, accountId, expiresAt, given] = parts as [string, string, string, string];
  const payload = `${tokenRole}.${accountId}.${expiresAt}`;
  const expected = signature(ctx, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  if (tokenRole !== role || Number(expiresAt) <= ctx.clock.now().getTime()) return undefined;
  return accountId;
}

/** Every account the request's sign-up tokens (student and mentor) vouch for. */
export function readSignupTokens(ctx: TokenContext, request: FastifyRequest): string[] {
  return (['student', 'mentor'] as const).flatMap((role) => readSignupToken(ctx, request, role) ?? []);
}

/** Refuses (403 SIGNUP_TOKEN_INVALID) unless the request's sign-up token names this account. */
export function assertSignupToken(
  ctx: TokenContext,
  request: FastifyRequest,
  role: AccountRole,
  accountId: string | undefined,
): void {
  const vouchedFor = readSignupToken(ctx, request, role);
  if (!vouchedFor || !accountId || vouchedFor !== accountId) {
    throw forbidden(
      'This sign-up can only be continued from the browser that started it. Please sign up again.',
      'SIGNUP_TOKEN_INVALID',
    );
  }
}

/** The account the request's sign-up token vouches for; 403 SIGNUP_TOKEN_INVALID without a valid one. */
export function requireSignupAccount(ctx: TokenContext, request: FastifyRequest, role: AccountRole): string {
  const accountId = readSignupToken(ctx, request, role);
  if (!accountId) {
    throw forbidden(
      'This sign-up can only be continued from the browser that started it. Please sign up again.',
      'SIGNUP_TOKEN_INVALID',
    );
  }
  return accountId;
}
