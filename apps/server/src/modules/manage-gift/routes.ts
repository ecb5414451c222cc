import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MANAGE_GIFT_MESSAGES as M,
  MANAGE_GIFT_TOKEN_HEADER,
  manageGiftCardParamsSchema,
  manageGiftParamsSchema,
  manageGiftRecipientBodySchema,
  manageGiftResendBodySchema,
  manageGiftScheduleBodySchema,
  manageGiftViewSchema,
} from '@giftfront/domain/manage-gift';
import { clientAddressKey } from '../../lib/client-address.ts';
import { DomainError, forbidden, tooMany } from '../../lib/domain-errors.ts';
import { isManageGiftToken } from '../../lib/order-link.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { publicAuditContext } from '../audit/index.ts';
import { forgetFinishedJob } from '../deliveries/index.ts';
import { DELIVERY_QUEUE } from '../deliveries/index.ts';
import { findGiftDelivery } from '../deliveries/index.ts';
import {
  buyerEmailOf,
  correctRecipient,
  linkExpiresAt,
  manageGiftView,
  rescheduleGift,
  resendGift,
  sendGiftNow,
  type ManageContext,
} from './manage-gift-actions.ts';
import { findManagedOrder } from './manage-gift-read-model.ts';

const refusals = {
  400: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  410: messageSchema,
  429: messageSchema,
};
const tags = ['manage-gift'];

/** Requests per client address in 10 minutes (reads and changes), and changes per order in an hour. */
export const MANAGE_GIFT_RULES = {
  client: { name: 'manage-gift-client', points: 60, durationSeconds: 600 },
  changes: { name: 'manage-gift-changes', points: 20, durationSeconds: 3600 },
} as const;

/**
 * The buyer's "manage my gift" API (issue 30, decision 0100): every call carries the receipt
 * link's token in a header, checked against the order and its buyer's email; refused 60 days
 * after the order. Each change is audited on the order, confirmed to the buyer by email and,
 * where the delivery moves or is readdressed, an event.
 */
const manageGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiters = {
    client: app.createRateLimiter(MANAGE_GIFT_RULES.client),
    changes: app.createRateLimiter(MANAGE_GIFT_RULES.changes),
  };

  const limit = async (key: string, limiter: 'client' | 'changes', request: FastifyRequest, reply: FastifyReply) => {
    const decision = await limiters[limiter].consume(key);
    if (!decision.allowed) {
      request.log.warn({ limiter }, 'manage-gift rate limit reached');
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw tooMany(M.tooMany);
    }
  };

  /** The order the link is for, once its token, its store and its age are right. */
  const authorise = async (request: FastifyRequest, reply: FastifyReply, orderId: string) => {
    await limit(clientAddressKey(request.ip), 'client', request, reply);
    const token = request.headers[MANAGE_GIFT_TOKEN_HEADER];
    const order = await findManagedOrder(app.db, request.store.id, orderId);
    const buyerEmail = order ? buyerEmailOf(order) : null;
    if (!order || !buyerEmail || typeof token !== 'string' || !isManageGiftToken(app, order.id, buyerEmail, token))
      throw forbidden(M.linkInvalid);
    if (Date.now() > linkExpiresAt(order).getTime()) throw new DomainError('gone', M.linkExpired);
    return { order, buyerEmail };
  };

  const contextOf = async (request: FastifyRequest, reply: FastifyReply, orderId: string): Promise<ManageContext> => {
    const { order, buyerEmail } = await authorise(request, reply, orderId);
    await limit(order.id, 'changes', request, reply);
    return {
      order,
      buyerEmail,
      audit: publicAuditContext(request, { kind: 'anonymous', id: null, name: `The buyer (${buyerEmail})` }),
    };
  };

  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  app.get(
    '/api/ManageGift/:orderId',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags,
        summary: "The gifts of an order, for its buyer's manage link",
        params: manageGiftParamsSchema,
        response: { 200: manageGiftViewSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { order } = await authorise(request, reply, request.params.orderId);
      reply.headers(noStore);
      return manageGiftView(app.db, request.store.id, order);
    },
  );

  const change = (summary: string) => ({
    preHandler: app.loadActiveStore,
    schema: { tags, summary, params: manageGiftCardParamsSchema, response: { 204: noContentSchema, ...refusals } },
  });
  const done = (reply: FastifyReply) => {
    app.jobs.wake(DELIVERY_QUEUE);
    return reply.code(204).send();
  };
  /** A delivery given another chance first lets go of its finished job (deliveries/delivery-jobs.ts). */
  const releaseJob = async (cardId: string) => {
    const delivery = await findGiftDelivery(app.db, cardId);
    if (delivery) await forgetFinishedJob(app.jobs, delivery.id);
  };

  app.post(
    '/api/ManageGift/:orderId/gifts/:cardId/recipient',
    {
      ...change(''),
      schema: { ...change('').schema, summary: "Correct a gift's recipient", body: manageGiftRecipientBodySchema },
    },
    async (request, reply) => {
      const context = await contextOf(request, reply, request.params.orderId);
      await releaseJob(request.params.cardId);
      await app.db.transaction((tx) => correctRecipient(tx, context, request.params.cardId, request.body));
      return done(reply);
    },
  );

  app.post(
    '/api/ManageGift/:orderId/gifts/:cardId/schedule',
    {
      ...change(''),
      schema: {
        ...change('').schema,
        summary: "Move a gift's delivery to a date and time on the recipient's clock",
        body: manageGiftScheduleBodySchema,
      },
    },
    async (request, reply) => {
      const context = await contextOf(request, reply, request.params.orderId);
      await releaseJob(request.params.cardId);
      await app.db.transaction((tx) => rescheduleGift(tx, context, request.params.cardId, request.body));
      return done(reply);
    },
  );

  app.post('/api/ManageGift/:orderId/gifts/:cardId/send-now', change('Send a gift now'), async (request, reply) => {
    const context = await contextOf(request, reply, request.params.orderId);
    await releaseJob(request.params.cardId);
    await app.db.transaction((tx) => sendGiftNow(tx, context, request.params.cardId));
    return done(reply);
  });

  app.post(
    '/api/ManageGift/:orderId/gifts/:cardId/resend',
    {
      ...change(''),
      schema: {
        ...change('').schema,
        summary: 'Send a delivered gift again, to the same or a corrected address',
        body: manageGiftResendBodySchema,
      },
    },
    async (request, reply) => {
      const context = await contextOf(request, reply, request.params.orderId);
      await releaseJob(request.params.cardId);
      await app.db.transaction((tx) => resendGift(tx, context, request.params.cardId, request.body.recipientEmail));
      return done(reply);
    },
  );
};

export default manageGiftRoutes;
