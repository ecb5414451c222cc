import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCardIdParamsSchema, redemptionIdParamsSchema } from '@giftfront/domain/admin/gift-cards';
import {
  idempotencyHeadersSchema,
  redeemBodyCodec,
  redeemBodySchema,
  redemptionResultSchema,
  reversalBodySchema,
} from '@giftfront/domain/admin/gift-card-actions';
import { access, actorOf } from '../../../lib/access.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { auditContextOf } from '../../audit/index.ts';
import { actorLabel } from '../actor-label.ts';
import { decodeAmountBody } from '../../../lib/decode-amount-body.ts';
import { todayUtc } from '../gift-card-lookup.ts';
import { currencyOfCard } from '../with-locked-card.ts';
import { answerRedemption } from '../answer-redemption-http.ts';
import { reverseRedemption } from '../reverse-redemption.ts';
import { storeTimeZone } from '../../../lib/store-time-zone.ts';
import { refuseStaffReversal } from '../staff-reversal-rule.ts';
import { redemptionResultOf } from './card-views.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
};

/** Redeeming at the counter (any signed-in person) and reversing a redemption (owner; staff their own of today). */
const redemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/gift-cards/:id/redemptions',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary:
          'Redeem an amount of a money card; an Idempotency-Key makes a retry record it once and answer the same',
        params: giftCardIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: redeemBodySchema,
        response: { 201: redemptionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = await currencyOfCard(app.db, request.store.id, request.params.id);
      const body = decodeAmountBody(redeemBodyCodec(currency), request.body, currency);
      return answerRedemption(app.db, request, reply, {
        giftCardId: request.params.id,
        amountMinor: body.amount,
        note: body.note,
        channel: 'counter',
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );

  app.post(
    '/api/admin/redemptions/:id/reversal',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary:
          'Reverse a redemption: its amount goes back to the card (owner; a staff member their own redemption of the same day)',
        params: redemptionIdParamsSchema,
        body: reversalBodySchema,
        response: { 200: redemptionResultSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { redemption, card } = await reverseRedemption(app.db, {
        storeId: request.store.id,
        redemptionId: request.params.id,
        actor: actorLabel(actor),
        refuse: refuseStaffReversal(actor, storeTimeZone(request.store)),
        channel: 'counter',
        reason: request.body?.reason,
        audit: auditContextOf(request),
      });
      return redemptionResultOf(redemption, card, todayUtc());
    },
  );
};

export default redemptionRoutes;
