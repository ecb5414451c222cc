import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** Posts a Stripe event to the webhook as Stripe would, signed with `secret`. */
export function postStripeEvent(
  app: FastifyInstance,
  event: { type: string; object: object; account: string; secret: string; id?: string },
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    object: 'event',
    type: event.type,
    account: event.account,
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: event.secret });
  return app.inject({
    method: 'POST',
    url: '/api/Payment/Webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
