import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languagePreferenceResultSchema, languagePreferenceSchema } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { setAccountLanguage } from './account-flows.ts';
import { setLanguageCookie } from './site-language.ts';

/**
 * The language switch of a signed-in person, whatever the role: stored on the account (their e-mails and
 * notifications follow it) and kept in this browser's `nm_lang` cookie (their pages follow it).
 */
export function registerLanguageRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/account/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Store the language of the signed-in account (en or hi) and set the nm_lang cookie',
        body: languagePreferenceSchema,
        response: okResponse(languagePreferenceResultSchema),
        security: [{ bearerAuth: [] }],
      },
      preHandler: requireRole(context, 'student', 'mentor', 'admin'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { language } = request.body;
      await setAccountLanguage(context, user, language);
      setLanguageCookie(context, reply, language);
      return sendOk(reply, { language }, 'Your language was saved.');
    },
  );
}
