import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_BODY_LIMIT_BYTES } from '../../lib/payment-limits.ts';
import { orderResultSchema, orderValidationPayloadSchema, placedOrderSchema } from '@giftfront/domain/order';
import { forbidden, invalid } from '../../lib/domain-errors.ts';
import { orderRefusalSchemas as refusal } from '../../lib/schemas.ts';
import { grantOrderAccess, hasOrderAccess } from '../orders/index.ts';
import { bulkOrderCodesCsv } from './bulk-order-codes.ts';
import { getOrderDetails } from './get-order-details.ts';
import { placeOrder } from './place-order.ts';

/**
 * product §7 GetOrderDetails, and PlaceOrder for orders with nothing to pay: the order routes that
 * may fulfil. Placing an order gives the browser its order cookie, which GetOrderDetails needs to
 * show the codes (orders/order-access-http.ts).
 */
const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    payments: app.payments,
    log: app.log,
    holdTimeoutMinutes: app.config.HOLD_TIMEOUT_MINUTES,
  };

  app.post(
    '/api/Payment/PlaceOrder',
    {
      preHandler: app.loadActiveStore,
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payment'],
        body: orderValidationPayloadSchema,
        response: { 200: placedOrderSchema, ...refusal },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(deps, request.store, request.body);
      grantOrderAccess(request, reply, app.config, placed.paymentIntentId);
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
      if (!id) throw invalid('Missing payment intent ID.');
      return getOrderDetails(deps, request.store, id, {
        full: hasOrderAccess(request, id),
        wallet: app.config.wallet,
      });
    },
  );

  // 'Send the codes to me' (issue 31): the codes as a CSV, for the buying browser only, 7 days.
  app.get(
    '/api/Payment/BulkOrderCodes',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        summary: "A Send to many order's codes as CSV, for the browser that bought it, for 7 days",
        querystring: z.object({ paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(200) }),
        response: { 200: z.string(), ...refusal },
      },
    },
    async (request, reply) => {
      const id = request.query.paymentIntentId.trim();
      if (!hasOrderAccess(request, id))
        throw forbidden(
          'The codes can be downloaded only in the browser that placed the order, or from the link in its receipt.',
        );
      const { filename, csv } = await bulkOrderCodesCsv(app.db, request.store.id, id, {
        storeId: request.store.id,
        requestId: request.id,
      });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .send(csv);
    },
  );
};

export default fulfilmentRoutes;
