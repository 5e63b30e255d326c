import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountLimitOf, type AccountLimit } from '../auth/index.ts';

/** Messages per account and minute, counted together over message/send and the connection's sendMessage. */
export function chatSendLimit(app: FastifyInstance, ctx: Pick<AppContext, 'config'>): AccountLimit {
  return accountLimitOf(
    app,
    'chat-send',
    { max: ctx.config.chatSendLimitPerMinute, timeWindow: '1 minute' },
    (wait) => `You are sending messages very fast. Please wait ${wait} seconds.`,
  );
}
