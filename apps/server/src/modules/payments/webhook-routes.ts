import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { handleStripeEvent } from './stripe-events.ts';

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
    const outcome = await handleStripeEvent({ db: app.db, payments: app.payments, log: request.log }, event);
    return { received: true, outcome };
  });
};

export default webhookRoutes;
