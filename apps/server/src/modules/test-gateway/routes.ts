import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestGateway } from '../../adapters/payments/test-gateway.ts';
import { TEST_CHECKOUT_SCRIPT } from './checkout-script.ts';
import { noQuery } from '@anupalan/shared';

/**
 * The test gateway's own endpoints (registered only when it is the active gateway, never in
 * production): its checkout script, and "pay" which answers like Razorpay's checkout and delivers
 * the matching signed webhook to our webhook endpoint.
 */
export function testGatewayRoutes(gateway: TestGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test-gateway/checkout.js',
      { schema: { querystring: noQuery, tags: ['test gateway'], summary: 'Checkout script (same contract as Razorpay)' } },
      async (_req, reply) =>
        reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(TEST_CHECKOUT_SCRIPT),
    );

    app.post(
      '/test-gateway/orders/:orderId/pay',
      {
        schema: {
          tags: ['test gateway'],
          summary: 'Simulate the customer paying (or failing to pay) an order',
          params: z.object({
            orderId: z.string().regex(/^order_[A-Za-z0-9]{1,60}$/, { error: 'The id provided does not exist' }),
          }),
          body: z.object({ outcome: z.enum(['success', 'failure'], { error: 'outcome must be "success" or "failure"' }) }),
        },
      },
      async (req, reply) => {
        const result = await gateway.pay(req.params.orderId, req.body.outcome);
        if (result.webhook) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/payments/webhook',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': result.webhook.signature,
              'x-razorpay-event-id': result.webhook.eventId,
            },
            payload: result.webhook.body,
          });
          if (res.statusCode >= 300) req.log.warn({ status: res.statusCode, body: res.body }, 'test gateway webhook was refused');
        }
        return reply.status(result.status).send(result.body);
      },
    );
  };
}
