import { encodeMinorColumns } from '../../lib/minor-columns.ts';
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
  storeCreditRefundRequestCodec,
  storeCreditRefundRequestSchema,
  buyerCardsSchema,
} from '@giftfront/domain/admin/order-refunds';
import { codeEnding } from '@giftfront/domain/gift-card';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { buyerMoneyCards } from '../gift-cards/index.ts';
import { access } from '../../lib/access.ts';
import { decodeAmountBody } from '../../lib/decode-amount-body.ts';
import { DomainError, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf } from '../audit/index.ts';
import { findStoreOrder } from '../orders/index.ts';
import { presentRefund } from '../orders/index.ts';
import { refundOrder } from './refund-order.ts';
import { SpentBelowRefundError } from '../orders/index.ts';

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
      const answer = await answerRefund(order.currency, () =>
        refundOrder(
          { db: app.db, payments: app.payments },
          { store: request.store, audit: auditContextOf(request) },
          order.id,
          { ...ask, amountMinor: amount },
        ),
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/admin/orders/:id/store-credit-refunds',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Refund an order as store credit: a new gift card for the buyer, or one of theirs loaded',
        params: orderIdParamsSchema,
        headers: z.object({
          'idempotency-key': z
            .string({ error: 'Send an Idempotency-Key header, one per refund you mean to make.' })
            .trim()
            .min(8, 'The Idempotency-Key must be at least 8 characters.')
            .max(200, 'The Idempotency-Key must be at most 200 characters.'),
        }),
        body: storeCreditRefundRequestSchema,
        response: { 201: refundResultSchema, 409: z.union([spentBelowRefundSchema, messageSchema]), ...refusals },
      },
    },
    async (request, reply) => {
      const order = await findStoreOrder(app.db, request.store.id, request.params.id);
      if (!order) throw notFound('Order not found');
      const { amount, giftCardId, ...ask } = decodeAmountBody(
        storeCreditRefundRequestCodec(order.currency),
        request.body,
        order.currency,
      );
      const answer = await answerRefund(order.currency, () =>
        refundOrder(
          { db: app.db, payments: app.payments },
          { store: request.store, audit: auditContextOf(request) },
          order.id,
          {
            ...ask,
            amountMinor: amount,
            storeCredit: { giftCardId: giftCardId ?? null, idempotencyKey: request.headers['idempotency-key'] },
          },
        ),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/orders/:id/buyer-cards',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The buyer’s active money cards a refund as store credit may load (last 4 only)',
        params: orderIdParamsSchema,
        response: { 200: buyerCardsSchema, ...refusals },
      },
    },
    async (request) => {
      const order = await findStoreOrder(app.db, request.store.id, request.params.id);
      if (!order) throw notFound('Order not found');
      const cards = await buyerMoneyCards(app.db, request.store.id, String(order.customer.email), order.currency);
      return {
        currency: order.currency,
        cards: cards.map((card) => ({
          id: card.id,
          last4: codeEnding(card.code),
          balance: toMajor(minorUnits(card.balanceMinor), order.currency),
          title: card.title,
        })),
      };
    },
  );
};

export default refundRoutes;

/** A refund's answer in the order's currency, or the 409 that names the cards already spent below it. */
async function answerRefund(currency: string, refund: () => ReturnType<typeof refundOrder>) {
  try {
    const result = await refund();
    const answer = { refund: presentRefund(result.refund), paymentStatus: result.paymentStatus };
    return encodeMinorColumns(refundResultCodec(currency), answer);
  } catch (error) {
    if (!(error instanceof SpentBelowRefundError)) throw error;
    const body = encodeMinorColumns(spentBelowRefundCodec(currency), {
      message: error.message,
      spentCards: error.spentCards,
      refundableWithoutLoss: minorUnits(error.refundableWithoutLoss),
    });
    throw new DomainError('conflict', error.message, body);
  }
}
