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
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { liability } from './liability.ts';
import { liabilityCsv } from './liability-csv.ts';
import { redemptionsByDay } from './redemptions.ts';
import { redemptionsCsv } from './redemptions-csv.ts';
import { endOfDayIn } from './report-days.ts';
import { moneyCardHistories } from './reports-repository.ts';
import { sendCsv } from './send-csv.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const tags = ['admin'];
const csvFile = z.any().describe('text/csv');

type ReportStore = { id: string; settings: { timeZone?: string | null } };

/** The owner's reports: the store's accounts, so staff are refused. Days are the store's time zone's days (decision 0021). */
const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const historiesOf = (store: ReportStore, query: ReportRangeQuery) =>
    moneyCardHistories(app.db, store.id, endOfDayIn(query.to, storeTimeZone(store)));
  const liabilityOf = async (store: ReportStore, query: ReportRangeQuery) =>
    liability(await historiesOf(store, query), query.from, query.to, storeTimeZone(store));
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
      return z.encode(liabilityReportCodec(currency), {
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
      return z.encode(redemptionReportCodec(currency), {
        currency,
        timeZone: storeTimeZone(request.store),
        from: request.query.from,
        to: request.query.to,
        rows,
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
