import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamsSchema } from '@giftfront/domain/admin/orders';
import {
  refundRequestCodec,
  refundRequestSchema,
  refundResultCodec,
  refundResultSchema,
  spentBelowRefundCodec,
  spentBelowRefundSchema,
} from '@giftfront/domain/admin/order-refunds';
import { access } from '../../lib/access.ts';
import { decodeAmountBody } from '../../lib/decode-amount-body.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { findStoreOrder } from '../orders/order-detail-repository.ts';
import { presentRefund } from '../orders/present-order-detail.ts';
import { refundOrder } from './refund-order.ts';
import { SpentBelowRefundError } from '../orders/refund-plan.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  502: messageSchema,
  503: messageSchema,
};

/** POST /api/admin/orders/{id}/refunds (owner): the whole order, chosen lines or an amount, through the order's provider. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Refund an order, some of its lines, or an amount',
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 201: refundResultSchema, 409: z.union([spentBelowRefundSchema, messageSchema]), ...refusals },
      },
    },
    async (request, reply) => {
      const order = await findStoreOrder(app.db, request.store.id, request.params.id);
      if (!order) throw notFound('Order not found');
      const { amount, ...ask } = decodeAmountBody(refundRequestCodec(order.currency), request.body, order.currency);
      try {
        const result = await refundOrder({ db: app.db, payments: app.payments }, request, order.id, {
          ...ask,
          amountMinor: amount,
        });
        const answer = { refund: presentRefund(result.refund), paymentStatus: result.paymentStatus };
        return reply.code(201).send(z.encode(refundResultCodec(order.currency), answer));
      } catch (error) {
        if (!(error instanceof SpentBelowRefundError)) throw error;
        const body = z.encode(spentBelowRefundCodec(order.currency), {
          message: error.message,
          spentCards: error.spentCards,
          refundableWithoutLoss: error.refundableWithoutLoss,
        });
        throw new HttpError(409, error.message, body);
      }
    },
  );
};

export default refundRoutes;
