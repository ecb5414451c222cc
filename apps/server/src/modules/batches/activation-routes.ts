import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activationBodyCodec,
  activationBodySchema,
  activationResultCodec,
  activationResultSchema,
  BATCH_MESSAGES,
  type ActivationResult,
} from '@giftfront/domain/admin/batches';
import { GIFT_CARD_MESSAGES, idempotencyHeadersSchema } from '@giftfront/domain/admin/gift-card-actions';
import { codeEnding, parseGiftCardCode } from '@giftfront/domain/gift-card';
import { expiryAfterLoad } from '@giftfront/domain/expiry-rules';
import { toMinor } from '@giftfront/domain/money';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { access, actorOf } from '../../lib/access.ts';
import { decodeAmountBody } from '../../lib/decode-amount-body.ts';
import { conflict, DomainError, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { actorLabel } from '../gift-cards/index.ts';
import { activateCardStock } from '../gift-cards/index.ts';
import { cardTarget } from '../gift-cards/index.ts';
import { findCardRow, findCardRowByCode, lockCardRow } from '../gift-cards/index.ts';
import { findActivationByKey, findBatch, insertActivation } from './batch-repository.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
};

/**
 * 'Activate card' at the counter (issue 31, staff and owners): a printed card of inactive stock
 * gets the amount the customer paid at the till and becomes a money card, recorded as a counter
 * sale. Of two tills activating one card at once, one wins and the other is told it is active.
 */
const activationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/activations',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary:
          'Activate a card of printed stock with the amount paid at the till; an Idempotency-Key makes a retry answer the same',
        headers: idempotencyHeadersSchema,
        body: activationBodySchema,
        response: { 201: activationResultSchema, 200: activationResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { settings } = request.store;
      const storeId = request.store.id;
      const currency = settings.currencyCode;
      const body = decodeAmountBody(activationBodyCodec(currency), request.body, currency);
      const maxMinor = toMinor(settings.maxGiftCardBalance, currency);
      if (body.amount > maxMinor)
        throw new DomainError('unprocessable', `body.amount: ${BATCH_MESSAGES.overMaximum(maxMinor, currency)}`);
      const normalized = parseGiftCardCode(body.code);
      const key = request.headers['idempotency-key'];

      const answer = (
        card: { id: string; code: string; balanceMinor: number; currency: string; expiresOn: string | null },
        batchLabel: string,
      ): ActivationResult => ({
        card: {
          id: card.id,
          codeEnding: codeEnding(card.code),
          balance: card.balanceMinor,
          currency: card.currency,
          expiresOn: card.expiresOn,
        },
        batchLabel,
      });

      // A retry of an activation already made answers as the first did, writing nothing.
      if (key) {
        const earlier = await findActivationByKey(app.db, storeId, key);
        if (earlier) {
          const card = await findCardRow(app.db, storeId, earlier.giftCardId);
          if (!card || card.codeNormalized !== normalized || earlier.amountMinor !== body.amount)
            throw new DomainError('unprocessable', GIFT_CARD_MESSAGES.idempotencyMismatch);
          const batch = card.batchId ? await findBatch(app.db, storeId, card.batchId) : null;
          reply.header('idempotent-replayed', 'true');
          return reply
            .status(200)
            .send(
              encodeMinorColumns(
                activationResultCodec(currency),
                answer({ ...card, balanceMinor: earlier.amountMinor }, batch?.label ?? ''),
              ),
            );
        }
      }

      const found = normalized ? await findCardRowByCode(app.db, storeId, normalized) : null;
      if (!found) throw notFound(BATCH_MESSAGES.codeNotFound);
      const batch = found.batchId ? await findBatch(app.db, storeId, found.batchId) : null;
      // Card stock is Inactive until sold; stock carried over by a store file has no batch (decision 0160).
      if (found.status !== 'Inactive' && !batch?.inactive) throw conflict(BATCH_MESSAGES.notCardStock);
      const today = utcToWallTime(new Date(), storeTimeZone(request.store)).slice(0, 10);
      // Loading money starts the US federal rule's five years again (decisions 0136, 0162).
      const expiresOn = expiryAfterLoad(settings.expiryRule, found.expiresOn, today);
      const actor = actorLabel(actorOf(request));

      const activated = await app.db.transaction(async (tx) => {
        const card = await lockCardRow(tx, storeId, found.id);
        if (!card) throw notFound(BATCH_MESSAGES.codeNotFound);
        if (card.status === 'Voided') throw conflict(BATCH_MESSAGES.voided);
        if (card.status !== 'Inactive') throw conflict(BATCH_MESSAGES.alreadyActivated);
        const after = await activateCardStock(tx, card, { amountMinor: body.amount, expiresOn, actor });
        if (!after) throw conflict(BATCH_MESSAGES.alreadyActivated);
        await insertActivation(tx, {
          storeId,
          giftCardId: card.id,
          batchId: batch?.id ?? null,
          amountMinor: body.amount,
          actor,
          idempotencyKey: key ?? null,
        });
        await recordAudit(tx, auditContextOf(request), {
          action: 'gift-card.activated',
          target: cardTarget(card),
          before: { status: card.status, balanceMinor: 0 },
          after: {
            status: after.status,
            balanceMinor: after.balanceMinor,
            currency,
            batch: batch?.label ?? null,
            expiresOn,
          },
        });
        return after;
      });
      return reply
        .status(201)
        .send(encodeMinorColumns(activationResultCodec(currency), answer(activated, batch?.label ?? '')));
    },
  );
};

export default activationRoutes;
