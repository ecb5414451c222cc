import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentIntentBodySchema, paymentIntentSchema } from '@giftfront/domain/order';
import { messageSchema } from '../../lib/schemas.ts';
import { createPaymentIntent } from './create-payment-intent.ts';

/** SPEC §7 POST /api/Payment/CreatePaymentIntent. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Payment/CreatePaymentIntent',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        // The amount is checked in the handler so a zero answers exactly 'An amount above 0 is required'.
        body: createPaymentIntentBodySchema.extend({
          amount: z.number({ error: (issue) => (issue.input === undefined ? 'amount is required' : 'amount must be a number') }).finite(),
        }),
        response: { 200: paymentIntentSchema, 400: messageSchema, 403: messageSchema, 404: messageSchema, 502: messageSchema, 503: messageSchema },
      },
    },
    async (request) => createPaymentIntent(app, request.store, request.body),
  );
};

export default paymentRoutes;
