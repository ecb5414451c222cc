import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_BODY_LIMIT_BYTES } from '../../lib/payment-limits.ts';
import { orderValidationPayloadSchema, validationResultSchema } from '@giftfront/domain/order';
import { forbidden, notFound } from '../../lib/domain-errors.ts';
import { isOrderLinkToken } from '../../lib/order-link.ts';
import { orderRefusalSchemas as refusal } from '../../lib/schemas.ts';
import { releaseExpiredHolds } from '../payments/index.ts';
import { findStoreIntent } from '../payments/index.ts';
import { grantOrderAccess } from './order-access-http.ts';
import { validateOrder } from './validate-order.ts';

/**
 * product §7 ValidateOrder, and OpenOrder, the receipt's link. Validating an order gives the browser
 * its order cookie, which GetOrderDetails (fulfilment/routes.ts) needs to show the codes
 * (order-access-http.ts).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, payments: app.payments, holdTimeoutMinutes: app.config.HOLD_TIMEOUT_MINUTES };

  app.post(
    '/api/Payment/ValidateOrder',
    {
      preHandler: app.loadActiveStore,
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payment'],
        body: orderValidationPayloadSchema,
        response: { 200: validationResultSchema, ...refusal },
      },
    },
    async (request, reply) => {
      // In passing: expired holds go back before balances are read (the jobs runner does it too).
      // Only a payment with gift cards reads balances: the others skip the round trip (issue 24).
      if (request.body.giftCardPayments.length > 0)
        await releaseExpiredHolds(app.db).catch((error: unknown) =>
          request.log.error({ err: error }, 'releasing expired holds failed'),
        );
      await validateOrder(deps, request.store, request.body);
      if (request.body.paymentIntentId) grantOrderAccess(request, reply, app.config, request.body.paymentIntentId);
      return { success: true, message: 'Order validated' };
    },
  );

  app.get(
    '/api/Payment/OpenOrder',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        summary: "The receipt email's link: lets this browser see the order in full, then shows its confirmation page",
        querystring: z.object({
          paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(200),
          token: z.string().min(1, 'token is required').max(200),
        }),
        response: { 303: z.null(), ...refusal },
      },
    },
    async (request, reply) => {
      const { paymentIntentId, token } = request.query;
      if (!isOrderLinkToken(app, paymentIntentId, token)) throw forbidden('This order link is not valid.');
      // Signed for this intent, but it must also be this store's (the host decides the store).
      if (!(await findStoreIntent(app.db, request.store.id, paymentIntentId))) throw notFound('Order not found');
      grantOrderAccess(request, reply, app.config, paymentIntentId);
      return reply
        .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .redirect(`/confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`, 303);
    },
  );
};

export default orderRoutes;
