import { encodeMinorColumns } from '../../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { redemptionIdParamsSchema } from '@giftfront/domain/admin/gift-cards';
import {
  GIFT_CARD_MESSAGES,
  idempotencyHeadersSchema,
  redemptionResultSchema,
  reversalBodySchema,
} from '@giftfront/domain/admin/gift-card-actions';
import {
  posCodeParamsSchema,
  posGiftCardCodec,
  posGiftCardSchema,
  posRedeemBodyCodec,
  posRedeemBodySchema,
} from '@giftfront/domain/admin/pos-api';
import { codeEnding, parseGiftCardCode } from '@giftfront/domain/gift-card';
import { cardStatus, type GiftCardKind } from '@giftfront/domain/gift-card-status';
import { actorOf, keyWithScope } from '../../../lib/access.ts';
import { notFound } from '../../../lib/domain-errors.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { auditContextOf } from '../../audit/index.ts';
import { actorLabel } from '../actor-label.ts';
import { redemptionResultOf } from '../admin/card-views.ts';
import { decodeAmountBody } from '../../../lib/decode-amount-body.ts';
import { todayUtc } from '../gift-card-lookup.ts';
import { findCardRowByCode, type GiftCardRow } from '../gift-card-repository.ts';
import { answerRedemption } from '../answer-redemption-http.ts';
import { reverseRedemption } from '../reverse-redemption.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
  429: messageSchema,
};
const tags = ['pos'];
const security = [{ apiKey: [] }];

/**
 * The point-of-sale API (docs/pos-api.md): `Authorization: Bearer <key>` on the store's host.
 * Codes travel in the path, so lib/redact-url.ts keeps them out of the logs.
 */
const posRoutes: FastifyPluginAsyncZod = async (app) => {
  async function cardOfCode(request: FastifyRequest, text: string): Promise<GiftCardRow> {
    const code = parseGiftCardCode(text);
    const card = code ? await findCardRowByCode(app.db, request.store.id, code) : null;
    if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
    return card;
  }

  app.get(
    '/api/v1/gift-cards/:code',
    {
      config: keyWithScope('gift_cards:read'),
      schema: {
        tags,
        security,
        operationId: 'lookUpGiftCard',
        summary: 'A gift card by its code: balance, currency, status, kind and expiry',
        params: posCodeParamsSchema,
        response: { 200: posGiftCardSchema, ...refusals },
      },
    },
    async (request) => {
      const card = await cardOfCode(request, request.params.code);
      const inside = {
        id: card.id,
        codeEnding: codeEnding(card.code),
        balance: card.balanceMinor,
        currency: card.currency,
        status: cardStatus(card, todayUtc()),
        kind: card.kind as GiftCardKind,
        expiresOn: card.expiresOn,
      };
      return encodeMinorColumns(posGiftCardCodec(card.currency), inside);
    },
  );

  app.post(
    '/api/v1/gift-cards/:code/redemptions',
    {
      config: keyWithScope('redemptions'),
      schema: {
        tags,
        security,
        operationId: 'redeemGiftCard',
        summary: 'Redeem an amount of a money card; send an Idempotency-Key so a retry records it once',
        params: posCodeParamsSchema,
        headers: idempotencyHeadersSchema,
        body: posRedeemBodySchema,
        response: { 201: redemptionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const card = await cardOfCode(request, request.params.code);
      const body = decodeAmountBody(posRedeemBodyCodec(card.currency), request.body, card.currency);
      return answerRedemption(app.db, request, reply, {
        giftCardId: card.id,
        amountMinor: body.amount,
        reference: body.reference,
        channel: 'api',
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );

  app.post(
    '/api/v1/redemptions/:id/reversal',
    {
      config: keyWithScope('redemptions'),
      schema: {
        tags,
        security,
        operationId: 'reverseRedemption',
        summary: 'Reverse a redemption made through this API',
        params: redemptionIdParamsSchema,
        body: reversalBodySchema,
        response: { 200: redemptionResultSchema, ...refusals },
      },
    },
    async (request) => {
      const { redemption, card } = await reverseRedemption(app.db, {
        storeId: request.store.id,
        redemptionId: request.params.id,
        actor: actorLabel(actorOf(request)),
        channel: 'api',
        onlyChannel: 'api',
        reason: request.body?.reason,
        audit: auditContextOf(request),
      });
      return redemptionResultOf(redemption, card, todayUtc());
    },
  );
};

export default posRoutes;
