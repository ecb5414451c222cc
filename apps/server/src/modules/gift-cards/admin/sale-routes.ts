import { encodeMinorColumns } from '../../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardSaleCodec,
  cardSaleSchema,
  COUNTER_SALE_MESSAGES,
  sellCardBodyCodec,
  sellCardBodySchema,
} from '@giftfront/domain/admin/counter-sale';
import { idempotencyHeadersSchema } from '@giftfront/domain/admin/gift-card-actions';
import { codeEnding } from '@giftfront/domain/gift-card';
import { giftCardExpiryDate } from '@giftfront/domain/gift-card-expiry';
import { toMinor } from '@giftfront/domain/money';
import { access, actorOf } from '../../../lib/access.ts';
import { decodeAmountBody } from '../../../lib/decode-amount-body.ts';
import { DomainError } from '../../../lib/domain-errors.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { storeTimeZone } from '../../../lib/store-time-zone.ts';
import { auditContextOf } from '../../audit/index.ts';
import { actorLabel } from '../actor-label.ts';
import { todayUtc } from '../gift-card-lookup.ts';
import { sellGiftCard } from '../sell-gift-card.ts';
import { statusOf } from './card-views.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 422: messageSchema };

/** 'Sell a card' at the counter: staff and owners issue a money card for an amount paid at the till. */
const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/gift-cards/sales',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary:
          'Sell a money card at the counter, paid at the till outside Giftfront; emailed to the customer when an address is given. An Idempotency-Key makes a retry issue one card and answer the same',
        headers: idempotencyHeadersSchema,
        body: sellCardBodySchema,
        response: { 201: cardSaleSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { settings } = request.store;
      const currency = settings.currencyCode;
      const body = decodeAmountBody(sellCardBodyCodec(currency), request.body, currency);
      const maxMinor = toMinor(settings.maxGiftCardBalance, currency);
      if (body.amount > maxMinor)
        throw new DomainError('unprocessable', `body.amount: ${COUNTER_SALE_MESSAGES.overMaximum(maxMinor, currency)}`);
      const { card, replayed } = await sellGiftCard(
        app.db,
        { storeId: request.store.id, actor: actorLabel(actorOf(request)), audit: auditContextOf(request) },
        {
          amountMinor: body.amount,
          currency,
          paidWith: body.paidWith,
          recipientName: body.recipientName,
          recipientEmail: body.recipientEmail,
          note: body.note,
          expiresOn: giftCardExpiryDate(settings.giftCardExpiry, new Date(), storeTimeZone(request.store)),
          title: settings.company.name,
          idempotencyKey: request.headers['idempotency-key'],
        },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      const sale = {
        card: {
          id: card.id,
          codeEnding: codeEnding(card.code),
          balance: card.balanceMinor,
          currency: card.currency,
          status: statusOf(card, todayUtc()),
          expiresOn: card.expiresOn,
        },
        paidWith: body.paidWith,
        emailedTo: body.recipientEmail ?? null,
        printUrl: `/GiftCard/Pdf/${card.id}`,
      };
      return reply.status(201).send(encodeMinorColumns(cardSaleCodec(currency), sale));
    },
  );
};

export default saleRoutes;
