import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathInLanguage, ROUTES, SIGN_IN_HANDOFF_COOKIE, SIGN_IN_HANDOFF_PARAM } from '@neetmentor/contract';
import { notFound } from '../../lib/app-error.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import type { AppContext } from '../../context.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { readCookie } from '../../lib/cookies.ts';
import type { GoogleVerifier } from './google-sign-in.ts';
import { issueSession } from './sessions.ts';
import { requestLanguage, setLanguageCookie } from './site-language.ts';
import { findOrCreateSocialStudent } from './social-accounts.ts';
import {
  LINKEDIN_FLOW_COOKIE,
  LINKEDIN_FLOW_LIFETIME_SECONDS,
  type LinkedInSignIn,
} from './linkedin-sign-in.ts';

const tags = ['students: account'];
/** The LinkedIn return's hand-off cookie lives long enough for the redirect to load the page. */
const HANDOFF_LIFETIME_SECONDS = 120;

/** Google sign-in for students with an ID token from Google's button; off unless GOOGLE_CLIENT_ID is set. */
export function registerGoogleRoutes(
  app: FastifyInstance,
  context: AppContext,
  google: GoogleVerifier | undefined,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/students/google-auth',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (creates the student on first use)',
        body: z.strictObject({ idToken: z.string().min(20).max(5000) }),
        response: okResponse(z.object({ id: z.string(), token: z.string() })),
      },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      if (!google) throw notFound('Google sign-in is not available.');
      const identity = await google.verify(request.body.idToken);
      const student = await findOrCreateSocialStudent(context, identity, requestLanguage(request));
      const session = await issueSession(context, context.db, {
        role: 'student',
        userId: student.id,
        remember: true,
      });
      setLanguageCookie(context, reply, student.language);
      return sendOk(reply, { id: student.id, token: session.token }, 'Logged in successfully');
    },
  );
}

/**
 * LinkedIn sign-in: the start redirects to LinkedIn; the callback signs the student in and returns
 * to the web app with `token` and `userId` in the address, as the web client expects (spec part 1 §4),
 * and with a hand-off value, new at each sign-in, that is also set as a cookie in this browser: the page takes the
 * session only when both match, so a crafted link with someone else's token signs nobody in.
 */
export function registerLinkedInRoutes(
  app: FastifyInstance,
  context: AppContext,
  linkedIn: LinkedInSignIn | undefined,
  publicUrl: string,
): void {
  const cookiePath = '/api/v1/students/auth/linkedin';
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    '/api/v1/students/auth/linkedin',
    {
      schema: { tags, summary: 'Start LinkedIn sign-in (browser navigation; redirects to LinkedIn)' },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (_request, reply) => {
      if (!linkedIn) throw notFound('LinkedIn sign-in is not available.');
      const { url, flowCookie } = await linkedIn.start();
      reply.header(
        'set-cookie',
        `${LINKEDIN_FLOW_COOKIE}=${encodeURIComponent(flowCookie)}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=${LINKEDIN_FLOW_LIFETIME_SECONDS}${secure}`,
      );
      return reply.redirect(url, 302);
    },
  );

  router.get(
    '/api/v1/students/auth/linkedin/callback',
    {
      schema: { tags, summary: 'LinkedIn returns here; redirects to the web app signed in' },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      if (!linkedIn) throw notFound('LinkedIn sign-in is not available.');
      reply.header(
        'set-cookie',
        `${LINKEDIN_FLOW_COOKIE}=; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=0${secure}`,
      );
      try {
        const callbackUrl = new URL(request.url, `${publicUrl}/`);
        const identity = await linkedIn.finish(
          callbackUrl,
          readCookie(request.headers.cookie, LINKEDIN_FLOW_COOKIE),
        );
        const student = await findOrCreateSocialStudent(context, identity, requestLanguage(request));
        const session = await issueSession(context, context.db, {
          role: 'student',
          userId: student.id,
          remember: true,
        });
        setLanguageCookie(context, reply, student.language);
        const handoff = randomBytes(18).toString('base64url');
        // Read by the page's script, so not HttpOnly; it holds nothing but the value to match.
        reply.header(
          'set-cookie',
          `${SIGN_IN_HANDOFF_COOKIE}=${handoff}; Path=/; SameSite=Lax; Max-Age=${HANDOFF_LIFETIME_SECONDS}${secure}`,
        );
        const target = new URL(pathInLanguage(ROUTES.searchMentor, student.language), `${publicUrl}/`);
        target.searchParams.set('token', session.token);
        target.searchParams.set('userId', student.id);
        target.searchParams.set(SIGN_IN_HANDOFF_PARAM, handoff);
        return reply.redirect(target.href, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'LinkedIn sign-in failed');
        const login = pathInLanguage(ROUTES.login, requestLanguage(request));
        return reply.redirect(`${publicUrl}${login}?signIn=failed`, 302);
      }
    },
  );
}
