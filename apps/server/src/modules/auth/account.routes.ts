import type { FastifyInstance } from 'fastify';
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
import { okResponse, sendOk } from '../../lib/envelope.ts';
import type { AppContext } from '../../context.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  ApplicationFeeDue,
  ApplicationRejected,
  deleteUnverified,
  logIn,
  requestPasswordReset,
  resendVerificationCode,
  resetPassword,
  verifyEmail,
  type AccountRole,
} from './account-flows.ts';
import { countingFailures, loginFailureLimit, RATE_LIMITS } from './rate-limits.ts';
import { rememberDevice } from './known-device.ts';
import { bodyAccountId, bodyAddress, mailSendLimit } from './mail-limits.ts';
import { revokeSession } from './sessions.ts';
import { setLanguageCookie } from './site-language.ts';
import { clearSignupToken, readSignupToken, setSignupToken } from './signup-token.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'We have sent the password reset link to your email. If it does not arrive, check the spam folder or the address you typed.';

/**
 * The sign-in and verification calls students and mentors share, under their own path prefix
 * (/api/v1/students or /api/v1/mentors), exactly as the spec names them.
 */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext, role: AccountRole): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const prefix = role === 'student' ? '/api/v1/students' : '/api/v1/mentors';
  const tags = [role === 'student' ? 'students: account' : 'mentors: account'];
  const failureLimit = loginFailureLimit(app, context);

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
      preHandler: failureLimit.check,
    },
    async (request, reply) => {
      const session = await countingFailures(failureLimit, request, () =>
        logIn(context, role, request.body).catch((error: unknown) => {
          // The right password for an application waiting for its fee, or a rejected one: this browser may
          // now pay the fee, or send the application again.
          if (error instanceof ApplicationFeeDue || error instanceof ApplicationRejected)
            setSignupToken(context, reply, 'mentor', error.mentorId);
          throw error;
        }),
      );
      rememberDevice(context, reply, request.body.email);
      setLanguageCookie(context, reply, session.language);
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
      await verifyEmail(context, role, {
        email: request.body.email,
        otp: request.body.otp,
        signupAccountId: readSignupToken(context, request, role),
      });
      // A mentor still needs the token to upload the academic details; a student's sign-up is done.
      if (role === 'student') clearSignupToken(context, reply, role);
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
      preHandler: mailSendLimit(app, 'signup-code', bodyAccountId),
    },
    async (request, reply) => {
      await resendVerificationCode(context, role, {
        id: request.body.id,
        signupAccountId: readSignupToken(context, request, role),
      });
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
      await deleteUnverified(context, role, {
        email: request.body.email,
        signupAccountId: readSignupToken(context, request, role),
      });
      clearSignupToken(context, reply, role);
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
      preHandler: mailSendLimit(app, 'password-reset', bodyAddress),
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
      preHandler: requireRole(context, role),
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.studentId ?? request.body?.id);
      await revokeSession(context, context.db, user.sessionId);
      context.realtime.disconnectSessions([user.sessionId]);
      return sendOk(reply, null, 'Logged out');
    },
  );
}
