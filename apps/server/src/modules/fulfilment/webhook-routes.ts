import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { describeIssues } from '@giftfront/domain/validation';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { handleStripeEvent } from './stripe-events.ts';

const stripeText = z
  .string()
  .min(1, 'is required')
  .max(255)
  .refine((text) => !text.includes('\u0000'), 'must not contain NUL characters');

/** What handling an event reads from it: signed but malformed events are refused, not crashed on. */
const stripeEventSchema = z
  .looseObject({
    id: stripeText,
    type: stripeText,
    account: stripeText.nullish(),
    data: z.looseObject({ object: z.looseObject({ id: stripeText.optional() }) }),
  })
  .refine((event) => !event.type.startsWith('payment_intent.') || event.data.object.id !== undefined, {
    message: 'is required',
    path: ['data', 'object', 'id'],
  });

/**
 * POST /api/Payment/Webhook: Stripe's signed events. The signature covers the raw bytes, so
 * this plugin (encapsulated: nothing else is affected) keeps JSON bodies as a Buffer.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/Payment/Webhook', { schema: { tags: ['payment'], hide: true } }, async (request) => {
    const secret = app.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, 'Payment webhooks are not configured.');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw badRequest('Invalid Stripe signature.');
    }
    const shape = stripeEventSchema.safeParse(event);
    if (!shape.success) throw badRequest(`Malformed Stripe event: ${describeIssues(shape.error).join('; ')}`);
    const outcome = await handleStripeEvent({ db: app.db, payments: app.payments, log: request.log }, event);
    return { received: true, outcome };
  });
};

export default webhookRoutes;
