import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLinkSchema, idSchema, joinResultSchema, setCallLinkRequestSchema } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { joinSession, setCallLink } from './join-links.service.ts';

const tags = ['sessions: join links'];
const security = [{ bearerAuth: [] }];
const params = z.strictObject({ id: idSchema });

export function registerJoinLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.put(
    '/api/v1/sessions/:id/call-link',
    {
      schema: {
        tags,
        summary: 'The mentor sets or changes the video-call address of an accepted session',
        description:
          'https only, at most 500 characters, no user name or password in it. Google Meet, Zoom and Jitsi Meet are recognised by their host; any other https address is a plain video call. Both people are told when the address is new or different; the same address sent again changes nothing.',
        params,
        body: setCallLinkRequestSchema,
        response: okResponse(callLinkSchema),
        security,
      },
      preHandler: requireRole(ctx, 'mentor'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const link = await setCallLink(ctx, user.id, request.params.id, request.body.callUrl);
      return sendOk(reply, link, 'Call link saved');
    },
  );

  router.post(
    '/api/v1/sessions/:id/join',
    {
      schema: {
        tags,
        summary: 'The session’s student or mentor joins its call: first join recorded, call address returned',
        description:
          'Open from 10 minutes before the agreed time until 2 hours after the session’s planned end. Inside it the caller’s first join time is kept (later joins keep it) and `state` is `open` with the call’s address; otherwise `state` says why not (`not_yet` with `opensAt`, `over`, `no_link`, `no_time`).',
        params,
        // Nothing to send: who joins is the caller, when is the server's clock.
        body: z.strictObject({}).nullish(),
        response: okResponse(joinResultSchema),
        security,
      },
      preHandler: requireRole(ctx, 'student', 'mentor'),
    },
    async (request, reply) => {
      return sendOk(reply, await joinSession(ctx, currentUser(request), request.params.id));
    },
  );
}
