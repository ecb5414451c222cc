import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResultSchema, orderValidationPayloadSchema, validationResultSchema } from '@giftfront/domain/order';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { isOrderLinkToken } from '../../lib/order-link.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { releaseExpiredHolds } from '../gift-cards/release-expired-holds.ts';
import { findStoreIntent } from '../payments/intent-repository.ts';
import { getOrderDetails } from './get-order-details.ts';
import { grantOrderAccess, hasOrderAccess } from './order-access.ts';
import { placeOrder } from './place-order.ts';
import { validateOrder } from './validate-order.ts';

const refusal = { 400: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 410: messageSchema, 502: messageSchema, 503: messageSchema };

/**
 * SPEC §7 ValidateOrder and GetOrderDetails, PlaceOrder for orders with nothing to pay, and
 * OpenOrder, the receipt's link. Validating or placing an order gives the browser its order
 * cookie, which GetOrderDetails needs to show the codes (order-access.ts).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, payments: app.payments, log: app.log, holdTimeoutMinutes: app.config.HOLD_TIMEOUT_MINUTES };

  app.post(
    '/api/Payment/ValidateOrder',
    {
      preHandler: app.loadActiveStore,
      schema: { tags: ['payment'], body: orderValidationPayloadSchema, response: { 200: validationResultSchema, ...refusal } },
    },
    async (request, reply) => {
      // In passing: expired holds go back before balances are read (the jobs runner does it too).
      await releaseExpiredHolds(app.db).catch((error: unknown) => request.log.error({ err: error }, 'releasing expired holds failed'));
      await validateOrder(deps, request.store, request.body);
      if (request.body.paymentIntentId) grantOrderAccess(request, reply, request.body.paymentIntentId);
      return { success: true, message: 'Order validated' };
    },
  );

  app.post(
    '/api/Payment/PlaceOrder',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        body: orderValidationPayloadSchema,
        response: { 200: validationResultSchema.extend({ paymentIntentId: z.string() }), ...refusal },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(deps, request.store, request.body);
      grantOrderAccess(request, reply, placed.paymentIntentId);
      return placed;
    },
  );

  app.get(
    '/api/Payment/GetOrderDetails',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        querystring: z.object({ paymentIntentId: z.string().max(200).optional() }),
        response: { 200: orderResultSchema, ...refusal },
      },
    },
    async (request) => {
      const id = request.query.paymentIntentId?.trim();
      if (!id) throw badRequest('Missing payment intent ID.');
      return getOrderDetails(deps, request.store, id, { full: hasOrderAccess(request, id) });
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
      grantOrderAccess(request, reply, paymentIntentId);
      return reply
        .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .redirect(`/confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`, 303);
    },
  );
};

export default orderRoutes;
