import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentIntentBodySchema, paymentIntentSchema } from '@giftfront/domain/order';
import { clientAddressKey } from '../../lib/client-address.ts';
import { tooMany } from '../../lib/domain-errors.ts';
import { retryAfterText } from '../../lib/retry-after.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { createPaymentIntent } from './create-payment-intent.ts';

/** product §7 POST /api/Payment/CreatePaymentIntent. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each intent is a real PaymentIntent at Stripe: anonymous callers get a few per store and window.
  const limiter = app.createRateLimiter({
    name: 'payment-intents',
    points: app.config.PAYMENT_INTENT_LIMIT,
    durationSeconds: app.config.PAYMENT_INTENT_WINDOW_SECONDS,
  });

  app.post(
    '/api/Payment/CreatePaymentIntent',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        // The amount is checked in the handler so a zero answers exactly 'An amount above 0 is required'.
        body: createPaymentIntentBodySchema.extend({
          amount: z
            .number({
              error: (issue) => (issue.input === undefined ? 'amount is required' : 'amount must be a number'),
            })
            .finite(),
        }),
        response: {
          200: paymentIntentSchema,
          400: messageSchema,
          403: messageSchema,
          404: messageSchema,
          429: messageSchema,
          502: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await limiter.consume(`${request.store.id}:${clientAddressKey(request.ip)}`);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw tooMany(`Too many payment attempts. Please try again in ${retryAfterText(attempt.retryAfterSeconds)}.`);
      }
      return createPaymentIntent(app, request.store, request.body);
    },
  );
};

export default paymentRoutes;
