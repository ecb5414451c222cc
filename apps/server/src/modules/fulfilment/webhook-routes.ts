import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { describeIssues } from '@giftfront/domain/validation';
import { DomainError, invalid } from '../../lib/domain-errors.ts';
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
  })
  .refine((event) => event.type !== 'charge.refunded' || Number.isSafeInteger(event.data.object.amount_refunded), {
    message: 'must be a whole number',
    path: ['data', 'object', 'amount_refunded'],
  })
  .refine((event) => event.type !== 'charge.dispute.created' || typeof event.data.object.reason === 'string', {
    message: 'is required',
    path: ['data', 'object', 'reason'],
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
    if (!secret) throw new DomainError('unavailable', 'Payment webhooks are not configured.');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw invalid('Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw invalid('Invalid Stripe signature.');
    }
    const shape = stripeEventSchema.safeParse(event);
    if (!shape.success) throw invalid(`Malformed Stripe event: ${describeIssues(shape.error).join('; ')}`);
    const outcome = await handleStripeEvent({ db: app.db, payments: app.payments, log: request.log }, event);
    return { received: true, outcome };
  });
};

export default webhookRoutes;
