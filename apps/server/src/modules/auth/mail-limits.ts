import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';

/**
 * Every call anyone can make that sends e-mail is limited twice: per recipient from any client (spreading
 * requests over many addresses does not flood one mailbox) and per client across recipients (one client
 * does not mail many mailboxes). A person needs one or two of these mails; the bars sit above that.
 */
export const MAIL_SEND_LIMITS = {
  perRecipient: { max: 3, timeWindow: '15 minutes' },
  perClient: { max: 20, timeWindow: '15 minutes' },
} as const;

const limitsByApp = new WeakMap<FastifyInstance, Map<string, preHandlerAsyncHookHandler>>();

/**
 * A preHandler counting one mail of kind `name` to the recipient `recipientOf` names (an address or an
 * account id, as typed: an unknown address counts like a known one, so the limit tells nothing) and from
 * this client; 429 with Retry-After once either has used up its mails. One pair of counters per name and
 * app, shared by the routes using it (the student's and the mentor's), in Redis with REDIS_URL.
 */
export function mailSendLimit(
  app: FastifyInstance,
  name: string,
  recipientOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const limits = limitsByApp.get(app) ?? new Map<string, preHandlerAsyncHookHandler>();
  limitsByApp.set(app, limits);
  const known = limits.get(name);
  if (known) return known;
  const perClient = app.createRateLimit({
    ...MAIL_SEND_LIMITS.perClient,
    keyGenerator: (request) => `mail|${name}|client|${request.ip}`,
  });
  const perRecipient = app.createRateLimit({
    ...MAIL_SEND_LIMITS.perRecipient,
    keyGenerator: (request) => `mail|${name}|to|${recipientOf(request).trim().toLowerCase()}`,
  });
  const limit: preHandlerAsyncHookHandler = async (request) => {
    for (const limiter of [perClient, perRecipient]) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) throw tooManyRequests(state.ttlInSeconds);
    }
  };
  limits.set(name, limit);
  return limit;
}

/** The e-mail address field of a validated body (`email`, or the newsletter form's `gmail`). */
export function bodyAddress(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; gmail?: unknown } | null | undefined;
  const address = body?.email ?? body?.gmail;
  return typeof address === 'string' ? address : '';
}

/** The account id field of a validated body (resend-code names the sign-up by its account). */
export function bodyAccountId(request: FastifyRequest): string {
  const body = request.body as { id?: unknown } | null | undefined;
  return typeof body?.id === 'string' ? body.id : '';
}
