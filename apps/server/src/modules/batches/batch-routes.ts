import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchDetailCodec,
  batchListCodec,
  batchDetailSchema,
  batchListSchema,
  batchSummaryCodec,
  batchSummarySchema,
  BATCH_MESSAGES,
  createBatchBodyCodec,
  createBatchBodySchema,
  voidUnusedResultSchema,
  type BatchSummary,
} from '@giftfront/domain/admin/batches';
import { expiryDateProblem } from '@giftfront/domain/expiry-rules';
import { minorUnits, toMajor, toMinor } from '@giftfront/domain/money';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { access, actorOf } from '../../lib/access.ts';
import { csvDocument } from '../../lib/csv.ts';
import { decodeAmountBody } from '../../lib/decode-amount-body.ts';
import { DomainError, invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { todayUtc } from '../../lib/dates.ts';
import { isUuid } from '../../lib/uuid.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { loadPdfImage } from '../gift-card-pages/index.ts';
import { paperFor } from '../gift-card-pages/index.ts';
import { actorLabel } from '../gift-cards/index.ts';
import { batchCardFigures, issueBatchCards, listBatchCards, voidUnusedBatchCards } from '../gift-cards/index.ts';
import { findBatch, insertBatch, listBatches, type BatchRow } from './batch-repository.ts';
import { renderPrintSheets } from './print-sheet-pdf.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: messageSchema };
const tags = ['admin'];
const batchParamsSchema = z.object({ id: z.string() });
const printQuerySchema = z.object({
  paper: z.enum(['A4', 'Letter'], { error: 'Choose A4 or Letter paper.' }).optional(),
});
/** A file, sent as it is. */
const fileSchema = (what: string) => z.any().describe(what);

/** The store's day (YYYY-MM-DD), for an expiry rule counted from the day of issue. */
const storeToday = (store: { settings: { timeZone?: string | null } }) =>
  utcToWallTime(new Date(), storeTimeZone(store)).slice(0, 10);

const summaryOf = (batch: BatchRow): BatchSummary => ({
  id: batch.id,
  label: batch.label,
  quantity: batch.quantity,
  amount: batch.amountMinor,
  currency: batch.currency,
  prefix: batch.prefix,
  expiresOn: batch.expiresOn,
  promotional: batch.promotional,
  inactive: batch.inactive,
  createdAt: batch.createdAt.toISOString(),
  createdBy: batch.createdBy,
});

const fileSafe = (label: string) => label.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'batch';

/**
 * Code batches (issue 31, owners): issue up to 10,000 money cards at once, their codes as CSV and
 * as print sheets, the batch's figures, and voiding what was never used.
 */
const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const storeBatch = async (storeId: string, id: string) => {
    const batch = isUuid(id) ? await findBatch(app.db, storeId, id) : null;
    if (!batch) throw notFound(BATCH_MESSAGES.notFound);
    return batch;
  };

  app.post(
    '/api/admin/batches',
    {
      config: access.owner,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          'Issue a batch of up to 10,000 money cards with one value, or inactive card stock activated at the counter',
        body: createBatchBodySchema,
        response: { 201: batchSummarySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { settings } = request.store;
      const currency = settings.currencyCode;
      const body = decodeAmountBody(createBatchBodyCodec(currency), request.body, currency);
      const maxMinor = toMinor(settings.maxGiftCardBalance, currency);
      if (body.amount !== undefined && body.amount > maxMinor)
        throw new DomainError('unprocessable', `body.amount: ${BATCH_MESSAGES.overMaximum(maxMinor, currency)}`);
      const today = storeToday(request.store);
      const expiresOn = body.expiresOn ?? null;
      if (expiresOn !== null && expiresOn <= today) throw invalid('body.expiresOn: Choose an expiry date after today.');
      const ruleProblem = expiryDateProblem(
        settings.expiryRule,
        expiresOn,
        today,
        body.promotional ? 'promotional' : 'money',
      );
      if (ruleProblem) throw new DomainError('unprocessable', `body.expiresOn: ${ruleProblem}`);
      const actor = actorLabel(actorOf(request));
      const batch = await app.db.transaction(async (tx) => {
        const row = await insertBatch(tx, {
          storeId: request.store.id,
          label: body.label,
          quantity: body.quantity,
          amountMinor: body.amount ?? null,
          currency,
          prefix: body.prefix ?? null,
          expiresOn,
          promotional: body.promotional,
          inactive: body.inactive,
          createdBy: actor,
        });
        await issueBatchCards(tx, {
          storeId: request.store.id,
          batchId: row.id,
          currency,
          quantity: body.quantity,
          amountMinor: body.amount ?? null,
          prefix: body.prefix ?? null,
          expiresOn,
          promotional: body.promotional ?? false,
          title: settings.company.name,
          actor,
        });
        await recordAudit(tx, auditContextOf(request), {
          action: 'batch.issued',
          target: { type: 'batch', id: row.id, label: row.label },
          after: {
            quantity: row.quantity,
            amountMinor: row.amountMinor,
            currency,
            prefix: row.prefix,
            expiresOn: row.expiresOn,
            promotional: row.promotional,
            inactive: row.inactive,
          },
        });
        return row;
      });
      return reply.status(201).send(encodeMinorColumns(batchSummaryCodec(currency), summaryOf(batch)));
    },
  );

  app.get(
    '/api/admin/batches',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'The store’s code batches, newest first',
        response: { 200: batchListSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const batches = await listBatches(app.db, request.store.id);
      return encodeMinorColumns(batchListCodec(currency), { batches: batches.map(summaryOf) });
    },
  );

  app.get(
    '/api/admin/batches/:id',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'A batch with how its cards stand: issued, activated, spent, voided, unused, the outstanding balance',
        params: batchParamsSchema,
        response: { 200: batchDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const batch = await storeBatch(request.store.id, request.params.id);
      const figures = await batchCardFigures(app.db, request.store.id, batch.id, todayUtc());
      const { outstandingMinor, ...counts } = figures;
      return encodeMinorColumns(batchDetailCodec(batch.currency), {
        ...summaryOf(batch),
        figures: { ...counts, outstanding: outstandingMinor },
      });
    },
  );

  app.get(
    '/api/admin/batches/:id/codes.csv',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'The batch’s codes as CSV (RFC 4180); every download is audited',
        params: batchParamsSchema,
        response: { 200: fileSchema('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const batch = await storeBatch(request.store.id, request.params.id);
      const cards = await listBatchCards(app.db, request.store.id, batch.id);
      const today = todayUtc();
      await recordAudit(app.db, auditContextOf(request), {
        action: 'batch.codes-exported',
        target: { type: 'batch', id: batch.id, label: batch.label },
        after: { cards: cards.length },
      });
      const csv = csvDocument([
        ['Code', 'Value', 'Currency', 'Balance', 'Status', 'Expires on', 'Batch'],
        ...cards.map((card) => [
          card.code,
          card.status === 'Inactive' ? '' : String(toMajor(minorUnits(card.initialMinor), card.currency)),
          card.currency,
          String(toMajor(minorUnits(card.balanceMinor), card.currency)),
          card.status === 'Active' && card.expiresOn !== null && card.expiresOn < today ? 'Expired' : card.status,
          card.expiresOn ?? '',
          batch.label,
        ]),
      ]);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${request.store.slug}-batch-${fileSafe(batch.label)}.csv"`,
          'cache-control': 'no-store',
        })
        .send(csv);
    },
  );

  app.get(
    '/api/admin/batches/:id/print.pdf',
    {
      config: access.owner,
      schema: {
        tags,
        summary:
          'Print sheets: the batch’s cards at 85.6 × 54 mm, ten to an A4 or Letter page with crop marks; every download is audited',
        params: batchParamsSchema,
        querystring: printQuerySchema,
        response: { 200: fileSchema('application/pdf'), ...refusals },
      },
    },
    async (request, reply) => {
      const batch = await storeBatch(request.store.id, request.params.id);
      const cards = await listBatchCards(app.db, request.store.id, batch.id);
      const paper = request.query.paper ? (request.query.paper === 'A4' ? 'A4' : 'LETTER') : paperFor(batch.currency);
      const brand = storeBrand(request.store.settings);
      const images = {
        storeSlug: request.store.slug,
        read: async (name: string) => (await app.media.read(request.store.id, name))?.bytes ?? null,
      };
      const pdf = await renderPrintSheets(
        brand,
        await loadPdfImage(brand.logo?.src, images),
        paper,
        cards.map((card) => ({
          code: card.code,
          amountMinor: card.status === 'Inactive' ? null : card.initialMinor,
          currency: card.currency,
          expiresOn: card.expiresOn,
          promotional: batch.promotional,
        })),
      );
      await recordAudit(app.db, auditContextOf(request), {
        action: 'batch.printed',
        target: { type: 'batch', id: batch.id, label: batch.label },
        after: { cards: cards.length, paper },
      });
      // Codes are bearer money: never kept by a cache, never sent on as a referrer.
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${request.store.slug}-batch-${fileSafe(batch.label)}.pdf"`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .send(pdf);
    },
  );

  app.post(
    '/api/admin/batches/:id/void-unused',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'Void the batch’s cards never used: card stock not activated and cards still untouched',
        params: batchParamsSchema,
        response: { 200: voidUnusedResultSchema, ...refusals },
      },
    },
    async (request) => {
      const batch = await storeBatch(request.store.id, request.params.id);
      const actor = actorLabel(actorOf(request));
      const reason = `Unused card of batch ${batch.label}, voided with the batch`;
      const voided = await app.db.transaction(async (tx) => {
        const count = await voidUnusedBatchCards(tx, request.store.id, batch.id, { actor, reason });
        await recordAudit(tx, auditContextOf(request), {
          action: 'batch.unused-voided',
          target: { type: 'batch', id: batch.id, label: batch.label },
          after: { voided: count },
        });
        return count;
      });
      return { voided };
    },
  );
};

export default batchRoutes;
