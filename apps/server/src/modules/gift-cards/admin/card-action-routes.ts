import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { giftCardDetailSchema, giftCardIdParamsSchema } from '@giftfront/domain/admin/gift-cards';
import {
  adjustmentBodyCodec,
  adjustmentBodySchema,
  expiryBodySchema,
  idempotencyHeadersSchema,
  loadBodyCodec,
  loadBodySchema,
  loadResultCodec,
  loadResultSchema,
  resendBodySchema,
  resendResultSchema,
  voidBodySchema,
} from '@giftfront/domain/admin/gift-card-actions';
import { access, actorOf } from '../../../lib/access.ts';
import { encodeMinorColumns } from '../../../lib/minor-columns.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { auditContextOf } from '../../audit/index.ts';
import { releaseFinishedJob } from '../../deliveries/index.ts';
import { actorLabel } from '../actor-label.ts';
import {
  adjustBalance,
  changeExpiry,
  markVoucherUsed,
  reactivateCard,
  voidCard,
  type CardActor,
} from '../card-actions.ts';
import { decodeAmountBody } from '../../../lib/decode-amount-body.ts';
import { todayUtc } from '../gift-card-lookup.ts';
import type { GiftCardRow } from '../gift-card-repository.ts';
import { loadCardByOwner } from '../load-card-by-owner.ts';
import { resendGiftEmail } from '../resend-gift-email.ts';
import { currencyOfCard } from '../with-locked-card.ts';
import { loadCardDetail } from './card-detail.ts';
import { statusOf } from './card-views.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
};
const answer = { 200: giftCardDetailSchema, ...refusals };
const params = giftCardIdParamsSchema;

const cardActor = (request: FastifyRequest): CardActor => ({
  storeId: request.store.id,
  actor: actorLabel(actorOf(request)),
  audit: auditContextOf(request),
});

/**
 * What owners do to a card (load money, adjust, void, reactivate, change expiry) and what any signed-in
 * person may (resend the gift email, mark a voucher used). Each answers the card as it now is.
 */
const cardActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = (card: GiftCardRow) => loadCardDetail(app.db, card, todayUtc());

  app.post(
    '/api/admin/gift-cards/:id/adjustments',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Adjust a money card’s balance up or down, with a reason (owner)',
        params,
        body: adjustmentBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const currency = await currencyOfCard(app.db, request.store.id, request.params.id);
      const body = decodeAmountBody(adjustmentBodyCodec(currency), request.body, currency);
      return detail(await adjustBalance(app.db, cardActor(request), request.params.id, body.amount, body.reason));
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/loads',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary:
          'Load money onto a money card, with an optional note (owner); the balance may not pass the store’s maximum. An Idempotency-Key makes a retry load once and answer the same',
        params,
        headers: idempotencyHeadersSchema,
        body: loadBodySchema,
        response: { 201: loadResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = await currencyOfCard(app.db, request.store.id, request.params.id);
      const body = decodeAmountBody(loadBodyCodec(currency), request.body, currency);
      const today = todayUtc();
      const { amountMinor, card, replayed } = await loadCardByOwner(app.db, cardActor(request), request.params.id, {
        amountMinor: body.amount,
        note: body.note,
        maxBalance: request.store.settings.maxGiftCardBalance,
        today,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      const result = {
        amount: amountMinor,
        card: {
          id: card.id,
          balance: card.balanceMinor,
          currency: card.currency,
          status: statusOf(card, today),
          expiresOn: card.expiresOn,
        },
      };
      return reply.status(201).send(encodeMinorColumns(loadResultCodec(currency), result));
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/void',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Void a card, with a reason; its balance is kept for a reactivation (owner)',
        params,
        body: voidBodySchema,
        response: answer,
      },
    },
    async (request) => detail(await voidCard(app.db, cardActor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/api/admin/gift-cards/:id/reactivate',
    {
      config: access.owner,
      schema: { tags: ['admin'], summary: 'Put a voided card back in use (owner)', params, response: answer },
    },
    async (request) => detail(await reactivateCard(app.db, cardActor(request), request.params.id)),
  );

  app.patch(
    '/api/admin/gift-cards/:id/expiry',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a card’s expiry date, or remove it with null (owner)',
        params,
        body: expiryBodySchema,
        response: answer,
      },
    },
    async (request) =>
      detail(await changeExpiry(app.db, cardActor(request), request.params.id, request.body.expiresOn)),
  );

  app.post(
    '/api/admin/gift-cards/:id/use',
    {
      config: access.staff,
      schema: { tags: ['admin'], summary: 'Mark a voucher as used, recording who and when', params, response: answer },
    },
    async (request) => detail(await markVoucherUsed(app.db, cardActor(request), request.params.id)),
  );

  app.post(
    '/api/admin/gift-cards/:id/resend',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Send the gift email again, optionally to a corrected address',
        params,
        body: resendBodySchema,
        response: { 200: resendResultSchema, ...refusals },
      },
    },
    async (request) => {
      const release = async (deliveryId: string) => {
        if (app.jobs.running) await releaseFinishedJob(app.jobs.boss, deliveryId);
      };
      const outcome = await resendGiftEmail(
        app.db,
        cardActor(request),
        request.params.id,
        request.body?.recipientEmail,
        release,
      );
      return { recipientEmail: outcome.recipientEmail, state: 'pending' };
    },
  );
};

export default cardActionRoutes;
