import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { accountLimitOf } from '../auth/index.ts';

/**
 * Booking and checkout calls: enough for a person retrying a failed payment, not for a script opening
 * orders with the provider by the thousand. Counted per account for signed-in calls (a school or a mobile
 * carrier may put many students behind one address), per client address for the sign-up fee and the sandbox.
 */
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export function paymentAccountLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  return accountLimitOf(
    app,
    'payments',
    PAYMENT_RATE_LIMIT,
    (wait) => `Too many booking attempts. Please try again in ${wait} seconds.`,
  ).preHandler;
}
