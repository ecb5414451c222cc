import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GIFT_CARD_PAGE_SIZE,
  giftCardDetailSchema,
  giftCardIdParamsSchema,
  giftCardListQuerySchema,
  giftCardListSchema,
  revealedCodeSchema,
} from '@giftfront/domain/admin/gift-cards';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { access } from '../../../lib/access.ts';
import { DomainError, notFound } from '../../../lib/domain-errors.ts';
import { tooManyRowsMessage } from '@giftfront/domain/admin/csv-export';
import { messageSchema } from '../../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../../audit/index.ts';
import { todayUtc } from '../gift-card-lookup.ts';
import { findCardRow } from '../gift-card-repository.ts';
import { searchCards } from '../card-search-read-model.ts';
import { cardTarget } from '../card-audit.ts';
import { loadCardDetail } from './card-detail.ts';
import { cardsCsv } from './cards-csv.ts';
import { storeTimeZone } from '../../../lib/store-time-zone.ts';
import { summaryInside, summaryOf } from './card-views.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: messageSchema };

/** Finding cards (any signed-in person): the list, one card, and its full code (audited). */
const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/gift-cards',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Gift cards, newest issue first: by full code, last 4, recipient or buyer email, or order number',
        querystring: giftCardListQuerySchema,
        response: { 200: giftCardListSchema, ...refusals },
      },
    },
    async (request) => {
      const { query, status, kind, page } = request.query;
      const today = todayUtc();
      const offset = (page - 1) * GIFT_CARD_PAGE_SIZE;
      const found = await searchCards(app.db, {
        storeId: request.store.id,
        query,
        status,
        kind,
        today,
        limit: GIFT_CARD_PAGE_SIZE,
        offset,
      });
      return {
        cards: found.rows.map((row) => summaryOf(row.card, row.orderReference, today)),
        page,
        pageSize: GIFT_CARD_PAGE_SIZE,
        total: found.total,
      };
    },
  );

  app.get(
    '/api/admin/gift-cards.csv',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary:
          'The gift card list as filtered, as CSV: last 4 only, never a code (owner; audited; a list longer than CSV_EXPORT_MAX_ROWS, 10,000, is refused with 422, never cut)',
        querystring: giftCardListQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { query, status, kind } = request.query;
      const today = todayUtc();
      const found = await searchCards(app.db, {
        storeId: request.store.id,
        query,
        status,
        kind,
        today,
        limit: app.config.CSV_EXPORT_MAX_ROWS,
        offset: 0,
      });
      // A file silently cut short would look complete: a longer list is refused in words.
      if (found.total > app.config.CSV_EXPORT_MAX_ROWS)
        throw new DomainError(
          'unprocessable',
          tooManyRowsMessage(found.total, 'gift cards', app.config.CSV_EXPORT_MAX_ROWS, 'a search, a status or a kind'),
        );
      // The file carries recipients' and buyers' emails. The search may be a whole code: only its last 4 are kept.
      await recordAudit(app.db, auditContextOf(request), {
        action: 'gift-card.list-exported',
        after: {
          search: query ? `…${query.slice(-4)}` : null,
          status: status ?? null,
          kind: kind ?? null,
          cards: found.rows.length,
        },
      });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${request.store.slug}-gift-cards.csv"`,
        })
        .send(
          cardsCsv(
            found.rows.map((row) => summaryInside(row.card, row.orderReference, today)),
            storeTimeZone(request.store),
          ),
        );
    },
  );

  app.get(
    '/api/admin/gift-cards/:id',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'One gift card with its ledger (the code masked)',
        params: giftCardIdParamsSchema,
        response: { 200: giftCardDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const card = await findCardRow(app.db, request.store.id, request.params.id);
      if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
      return loadCardDetail(app.db, card, todayUtc());
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/code',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Show the full code of a gift card (audited)',
        params: giftCardIdParamsSchema,
        response: { 200: revealedCodeSchema, ...refusals },
      },
    },
    async (request) => {
      return app.db.transaction(async (tx) => {
        const card = await findCardRow(tx, request.store.id, request.params.id);
        if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
        await recordAudit(tx, auditContextOf(request), { action: 'gift-card.code-revealed', target: cardTarget(card) });
        return { code: card.code };
      });
    },
  );
};

export default giftCardRoutes;
