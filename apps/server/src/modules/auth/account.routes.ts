import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteUnverifiedSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  mentorLoginResultSchema,
  resendCodeSchema,
  resetPasswordSchema,
  studentLoginResultSchema,
  verifyEmailSchema,
} from '@neetmentor/contract';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import type { Guards } from '../../plugins/auth.ts';
import { assertSelf } from '../../plugins/auth.ts';
import {
  deleteUnverified,
  logIn,
  requestPasswordReset,
  resendVerificationCode,
  resetPassword,
  verifyEmail,
  type AuthContext,
} from './account-flows.ts';
import { revokeSession } from './sessions.ts';
import type { AccountRole } from './accounts.repository.ts';

/**
 * Limits per client and e-mail address on the calls that guess or send (product rules §15), so
 * one person cannot hammer an account and one busy school network does not lock out everyone.
 */
function clientAndAddress(request: FastifyRequest): string {
  return `${request.ip}|${bodyEmail(request)}`;
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  code: { max: 10, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  resend: { max: 5, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  forgot: { max: 5, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  /** Uploads are read in the handler, so these are keyed by client only. */
  upload: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * Failed logins per e-mail address alone, from any client: the per-client limit is dodged by
 * spreading guesses over many addresses, this one is not. Only failures count, and the limit is
 * higher than the per-client one, so the owner who types the password right is rarely held back.
 */
export const ACCOUNT_LOGIN_LIMIT = { maxFailures: 30, timeWindow: '15 minutes' } as const;

export interface AccountLoginLimit {
  /** preHandler: 429 while the address in the body has used up its failed logins. */
  check: preHandlerAsyncHookHandler;
  /** Counts a failed login against the address in the body. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

export function createAccountLoginLimit(app: FastifyInstance): AccountLoginLimit {
  const limiter = app.createRateLimit({
    max: ACCOUNT_LOGIN_LIMIT.maxFailures,
    timeWindow: ACCOUNT_LOGIN_LIMIT.timeWindow,
    keyGenerator: bodyEmail,
  });
  return {
    async check(request) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) throw tooManyRequests(state.ttlInSeconds);
    },
    async recordFailure(request) {
      await limiter(request);
    },
  };
}

/** Runs a login, counting a refused password (401) against the address's limit. */
export async function countingFailures<T>(
  limit: AccountLoginLimit,
  request: FastifyRequest,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) await limit.recordFailure(request);
    throw error;
  }
}

export const FORGOT_PASSWORD_MESSAGE =
  'We have sent the password reset link to your email. If it does not arrive, check the spam folder or the address you typed.';

/**
 * The sign-in and verification calls students and mentors share, under their own path prefix
 * (/api/v1/students or /api/v1/mentors), exactly as the spec names them.
 */
export function accountRoutes(
  app: FastifyInstance,
  context: AuthContext,
  guards: Guards,
  role: AccountRole,
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const prefix = role === 'student' ? '/api/v1/students' : '/api/v1/mentors';
  const tags = [role === 'student' ? 'students: account' : 'mentors: account'];
  const accountLimit = createAccountLoginLimit(app);

  router.post(
    `${prefix}/login`,
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: loginRequestSchema,
        response: okResponse(role === 'student' ? studentLoginResultSchema : mentorLoginResultSchema),
      },
      config: { rateLimit: RATE_LIMITS.login },
      preHandler: accountLimit.check,
    },
    async (request, reply) => {
      const session = await countingFailures(accountLimit, request, () => logIn(context, role, request.body));
      const data =
        role === 'student'
          ? { token: session.token, studentId: session.userId }
          : { token: session.token, mentorId: session.userId };
      return sendOk(reply, data, 'Logged in successfully');
    },
  );

  router.post(
    `${prefix}/verify-email`,
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the 6-digit code',
        body: verifyEmailSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.code },
    },
    async (request, reply) => {
      await verifyEmail(context, role, request.body.email, request.body.otp);
      context.notifyMailQueued();
      return sendOk(reply, null, 'Your e-mail address is verified.');
    },
  );

  router.post(
    `${prefix}/resend-otp`,
    {
      schema: {
        tags,
        summary: 'Send a new code (at most once a minute)',
        body: resendCodeSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.resend },
    },
    async (request, reply) => {
      await resendVerificationCode(context, role, request.body.id);
      return sendOk(reply, null, 'OTP resent successfully');
    },
  );

  router.post(
    `${prefix}/${role === 'student' ? 'delete-student' : 'delete-mentor'}`,
    {
      schema: {
        tags,
        summary: 'Cancel a sign-up: removes the account while it is unverified',
        body: deleteUnverifiedSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.resend },
    },
    async (request, reply) => {
      await deleteUnverified(context, role, request.body.email);
      return sendOk(reply, null, 'The unverified account was removed.');
    },
  );

  router.post(
    `${prefix}/forgot-password`,
    {
      schema: {
        tags,
        summary: 'Mail a reset link (same answer for unknown addresses)',
        body: forgotPasswordSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.forgot },
    },
    async (request, reply) => {
      await requestPasswordReset(context, request.body.email);
      return sendOk(reply, null, FORGOT_PASSWORD_MESSAGE);
    },
  );

  router.post(
    `${prefix}/reset-password/:token`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link (single use, 30 minutes); ends all sessions',
        params: z.strictObject({ token: z.string().min(20).max(200) }),
        body: resetPasswordSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.code },
    },
    async (request, reply) => {
      await resetPassword(context, request.params.token, request.body.password);
      return sendOk(reply, null, 'Your password has been successfully Changed!');
    },
  );

  router.post(
    `${prefix}/logout`,
    {
      schema: {
        tags,
        summary: 'End this session; the token stops working at once',
        body: z.strictObject({ studentId: z.uuid().optional(), id: z.uuid().optional() }).nullish(),
        response: okResponse(z.null()),
        security: [{ bearerAuth: [] }],
      },
      preHandler: guards.requireRole(role),
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.studentId ?? request.body?.id);
      await revokeSession(context.db, user.sessionId);
      return sendOk(reply, null, 'Logged out');
    },
  );
}
