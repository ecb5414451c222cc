import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResultSchema, orderValidationPayloadSchema, validationResultSchema } from '@giftfront/domain/order';
import { badRequest } from '../../lib/http-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { releaseExpiredHolds } from '../gift-cards/release-expired-holds.ts';
import { getOrderDetails } from './get-order-details.ts';
import { placeOrder } from './place-order.ts';
import { validateOrder } from './validate-order.ts';

const refusal = { 400: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 410: messageSchema, 502: messageSchema, 503: messageSchema };

/** SPEC §7 ValidateOrder and GetOrderDetails, and PlaceOrder for orders with nothing to pay. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, payments: app.payments, log: app.log, holdTimeoutMinutes: app.config.HOLD_TIMEOUT_MINUTES };

  app.post(
    '/api/Payment/ValidateOrder',
    {
      preHandler: app.loadActiveStore,
      schema: { tags: ['payment'], body: orderValidationPayloadSchema, response: { 200: validationResultSchema, ...refusal } },
    },
    async (request) => {
      // In passing: expired holds go back before balances are read (the jobs runner does it too).
      await releaseExpiredHolds(app.db).catch((error: unknown) => request.log.error({ err: error }, 'releasing expired holds failed'));
      await validateOrder(deps, request.store, request.body);
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
    async (request) => placeOrder(deps, request.store, request.body),
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
      return getOrderDetails(deps, request.store, id);
    },
  );
};

export default orderRoutes;
