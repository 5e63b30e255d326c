import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutOrderSchema,
  emptyBodySchema,
  feeVerifyRequestSchema,
  sandboxOrderSchema,
  sandboxPayRequestSchema,
  sandboxPayResultSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { requireSignupAccount } from '../auth/index.ts';
import { createFeeOrder, verifyFeePayment } from './mentor-fee.service.ts';
import { PAYMENT_RATE_LIMIT } from './rate-limits.ts';
import { findSandboxOrder, payInSandbox } from './sandbox.service.ts';
import { handleWebhook } from './webhook.service.ts';

const providerOrderId = z.strictObject({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'This order id is not valid.'),
});

/**
 * The provider's webhook, the sandbox checkout, and the mentor application fee (paid before the first
 * login, so it is authorised by the sign-up token rather than a bearer token).
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The webhook's signature covers the body exactly as sent, so this one route keeps it as bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed)',
          description:
            'Signed with X-Razorpay-Signature: HMAC-SHA256 of the raw body under the webhook secret.',
          headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { outcome, stray } = await handleWebhook(ctx, body, request.headers['x-razorpay-signature']);
        if (stray) request.log.warn({ outcome }, 'payment webhook: a payment that buys nothing is refunded');
        else request.log.info({ outcome }, 'payment webhook');
        return sendOk(reply, null, 'Received');
      },
    );
  });

  const router = app.withTypeProvider<ZodTypeProvider>();
  const feeTags = ['mentors: application fee'];

  router.post(
    '/api/v1/mentors/create-fee-order',
    {
      schema: {
        tags: feeTags,
        summary: 'Open a checkout for the application fee (sign-up token or a refused login’s token)',
        body: emptyBodySchema,
        response: okResponse(checkoutOrderSchema),
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
    },
    async (request, reply) => {
      const mentorId = requireSignupAccount(ctx, request, 'mentor');
      return sendOk(reply, await createFeeOrder(ctx, mentorId), 'Order created');
    },
  );

  router.post(
    '/api/v1/mentors/verify-fee-payment',
    {
      schema: {
        tags: feeTags,
        summary: 'Verify the checkout’s answer for the application fee (idempotent)',
        body: feeVerifyRequestSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
    },
    async (request, reply) => {
      const mentorId = requireSignupAccount(ctx, request, 'mentor');
      await verifyFeePayment(ctx, mentorId, request.body);
      return sendOk(reply, null, 'Application fee received. Your application is now under review.');
    },
  );

  if (!isSandbox(ctx.payments)) return;
  const sandbox = ctx.payments;
  const sandboxTags = ['payments: sandbox'];

  router.get(
    '/api/v1/payments/sandbox/orders/:orderId',
    {
      schema: {
        tags: sandboxTags,
        summary: 'The order the sandbox checkout shows (sandbox provider only)',
        params: providerOrderId,
        response: okResponse(sandboxOrderSchema),
      },
    },
    async (request, reply) => sendOk(reply, await findSandboxOrder(ctx, request.params.orderId)),
  );

  router.post(
    '/api/v1/payments/sandbox/orders/:orderId/pay',
    {
      schema: {
        tags: sandboxTags,
        summary: 'Pay or decline in the sandbox checkout; answers what Razorpay’s widget would',
        params: providerOrderId,
        body: sandboxPayRequestSchema,
        response: okResponse(sandboxPayResultSchema),
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
    },
    async (request, reply) =>
      sendOk(reply, await payInSandbox(ctx, sandbox, request.params.orderId, request.body.outcome)),
  );
}

function isSandbox(provider: AppContext['payments']): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'pay' in provider;
}
