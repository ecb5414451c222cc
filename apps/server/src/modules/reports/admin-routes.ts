import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liabilityReportCodec,
  liabilityReportSchema,
  redemptionReportCodec,
  redemptionReportSchema,
  reportRangeQuerySchema,
  type ReportRangeQuery,
} from '@giftfront/domain/admin/reports';
import { z } from 'zod';
import { DORMANCY_DEFAULT_YEARS } from '@giftfront/domain/admin/batches';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { liabilityWithParts } from './liability.ts';
import { liabilityCsv } from './liability-csv.ts';
import { redemptionsByDay } from './redemptions.ts';
import { redemptionsCsv } from './redemptions-csv.ts';
import { endOfDayIn } from './report-days.ts';
import { moneyCardHistories } from './reports-read-model.ts';
import { sendCsv } from './send-csv-http.ts';
import { dormantCards } from './dormancy-read-model.ts';
import { dormancyCsv } from './dormancy-csv.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const tags = ['admin'];
const csvFile = z.any().describe('text/csv');

type ReportStore = { id: string; settings: { timeZone?: string | null } };

/** The owner's reports: the store's accounts, so staff are refused. Days are the store's time zone's days (decision 0021). */
const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/dormancy.csv',
    {
      config: access.owner,
      schema: {
        tags,
        summary:
          'Dormant cards as CSV: money cards with a balance and no activity for N years (default 3), with buyer and recipient, for unclaimed-property filings',
        querystring: z.object({
          years: z.coerce
            .number({ error: 'Give the years without activity as a whole number from 1 to 20.' })
            .int('Give the years without activity as a whole number from 1 to 20.')
            .min(1, 'Give the years without activity as a whole number from 1 to 20.')
            .max(20, 'Give the years without activity as a whole number from 1 to 20.')
            .default(DORMANCY_DEFAULT_YEARS),
        }),
        response: { 200: csvFile, ...refusals },
      },
    },
    async (request, reply) => {
      const { years } = request.query;
      const before = new Date();
      before.setUTCFullYear(before.getUTCFullYear() - years);
      const cards = await dormantCards(app.db, request.store.id, before);
      // The file names buyers and recipients: who took it is on record.
      await recordAudit(app.db, auditContextOf(request), {
        action: 'report.dormancy-exported',
        after: { years, cards: cards.length },
      });
      return sendCsv(reply, `${request.store.slug}-dormant-cards-${years}-years.csv`, dormancyCsv(cards));
    },
  );

  const historiesOf = (store: ReportStore, query: ReportRangeQuery) =>
    moneyCardHistories(app.db, store.id, endOfDayIn(query.to, storeTimeZone(store)));
  const liabilityOf = async (store: ReportStore, query: ReportRangeQuery) =>
    liabilityWithParts(await historiesOf(store, query), query.from, query.to, storeTimeZone(store));
  const redemptionsOf = async (store: ReportStore, query: ReportRangeQuery) =>
    redemptionsByDay(await historiesOf(store, query), query.from, query.to, storeTimeZone(store));

  app.get(
    '/api/admin/reports/liability',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'Gift card liability over a date range, from the ledger',
        querystring: reportRangeQuerySchema,
        response: { 200: liabilityReportSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const figures = await liabilityOf(request.store, request.query);
      return encodeMinorColumns(liabilityReportCodec(currency), {
        currency,
        timeZone: storeTimeZone(request.store),
        from: request.query.from,
        to: request.query.to,
        ...figures,
      });
    },
  );

  app.get(
    '/api/admin/reports/liability.csv',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'The liability report as CSV (RFC 4180)',
        querystring: reportRangeQuerySchema,
        response: { 200: csvFile, ...refusals },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const figures = await liabilityOf(request.store, request.query);
      await recordAudit(app.db, auditContextOf(request), { action: 'report.liability-exported', after: { from, to } });
      return sendCsv(
        reply,
        `${request.store.slug}-liability-${from}-${to}.csv`,
        liabilityCsv({ currency: request.store.settings.currencyCode, from, to }, figures),
      );
    },
  );

  app.get(
    '/api/admin/reports/redemptions',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'Gift card redemptions by day, channel and staff member or key',
        querystring: reportRangeQuerySchema,
        response: { 200: redemptionReportSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const rows = await redemptionsOf(request.store, request.query);
      return encodeMinorColumns(redemptionReportCodec(currency), {
        currency,
        timeZone: storeTimeZone(request.store),
        from: request.query.from,
        to: request.query.to,
        rows: rows,
      });
    },
  );

  app.get(
    '/api/admin/reports/redemptions.csv',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'The redemptions report as CSV (RFC 4180)',
        querystring: reportRangeQuerySchema,
        response: { 200: csvFile, ...refusals },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await redemptionsOf(request.store, request.query);
      // The file names staff members: who took it is on record.
      await recordAudit(app.db, auditContextOf(request), {
        action: 'report.redemptions-exported',
        after: { from, to, rows: rows.length },
      });
      return sendCsv(
        reply,
        `${request.store.slug}-redemptions-${from}-${to}.csv`,
        redemptionsCsv({ currency: request.store.settings.currencyCode }, rows),
      );
    },
  );
};

export default reportAdminRoutes;
