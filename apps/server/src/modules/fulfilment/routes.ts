import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResultSchema, orderValidationPayloadSchema, validationResultSchema } from '@giftfront/domain/order';
import { badRequest } from '../../lib/http-errors.ts';
import { orderRefusalSchemas as refusal } from '../../lib/schemas.ts';
import { grantOrderAccess, hasOrderAccess } from '../orders/order-access.ts';
import { getOrderDetails } from './get-order-details.ts';
import { placeOrder } from './place-order.ts';

/**
 * product §7 GetOrderDetails, and PlaceOrder for orders with nothing to pay: the order routes that
 * may fulfil. Placing an order gives the browser its order cookie, which GetOrderDetails needs to
 * show the codes (orders/order-access.ts).
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
      schema: {
        tags: ['payment'],
        body: orderValidationPayloadSchema,
        response: { 200: validationResultSchema.extend({ paymentIntentId: z.string() }), ...refusal },
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
      if (!id) throw badRequest('Missing payment intent ID.');
      return getOrderDetails(deps, request.store, id, { full: hasOrderAccess(request, id) });
    },
  );
};

export default fulfilmentRoutes;
