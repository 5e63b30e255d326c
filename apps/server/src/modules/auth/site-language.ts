import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_SITE_LANGUAGE,
  isSiteLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type SiteLanguage,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';

const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a request is made in when no account says otherwise (a sign-up, a newsletter or webinar
 * form): the visitor's choice in the `nm_lang` cookie, else the browser's Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): SiteLanguage {
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if (isSiteLanguage(chosen)) return chosen;
  const accepted = request.headers['accept-language'];
  return preferredLanguage(Array.isArray(accepted) ? accepted.join(',') : accepted) ?? DEFAULT_SITE_LANGUAGE;
}

/**
 * Keeps the account's language in this browser, so the pages follow it after a sign-in or a change. The
 * page's script reads the cookie to pick its language, so it is not HttpOnly; it holds nothing secret.
 */
export function setLanguageCookie(
  ctx: Pick<AppContext, 'config'>,
  reply: FastifyReply,
  language: SiteLanguage,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      maxAgeSeconds: LIFETIME_SECONDS,
      sameSite: 'Lax',
      secure: ctx.config.publicUrl.startsWith('https:'),
      readByPage: true,
    }),
  );
}
