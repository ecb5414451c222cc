import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liabilityReportSchema, redemptionReportSchema, reportRangeQuerySchema, type ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { toMajor } from '@giftfront/domain/money';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { endOfDay, liability } from './liability.ts';
import { liabilityCsv } from './liability-csv.ts';
import { redemptionsByDay } from './redemptions.ts';
import { redemptionsCsv } from './redemptions-csv.ts';
import { moneyCardHistories } from './reports-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const tags = ['admin'];
const csvFile = z.any().describe('text/csv');

const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
  reply.headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` }).send(body);

/** The owner's reports: the store's accounts, so staff are refused. Days are UTC days (decision 0021). */
const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const historiesOf = (storeId: string, query: ReportRangeQuery) => moneyCardHistories(app.db, storeId, endOfDay(query.to));
  const liabilityOf = async (storeId: string, query: ReportRangeQuery) => liability(await historiesOf(storeId, query), query.from, query.to);
  const redemptionsOf = async (storeId: string, query: ReportRangeQuery) => redemptionsByDay(await historiesOf(storeId, query), query.from, query.to);

  app.get(
    '/api/admin/reports/liability',
    { config: access.owner, schema: { tags, summary: 'Gift card liability over a date range, from the ledger', querystring: reportRangeQuerySchema, response: { 200: liabilityReportSchema, ...refusals } } },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const { balances, ...figures } = await liabilityOf(request.store.id, request.query);
      const major = Object.fromEntries(Object.entries(figures).map(([key, minor]) => [key, toMajor(minor, currency)])) as typeof figures;
      return { currency, from: request.query.from, to: request.query.to, ...major, balances };
    },
  );

  app.get(
    '/api/admin/reports/liability.csv',
    { config: access.owner, schema: { tags, summary: 'The liability report as CSV (RFC 4180)', querystring: reportRangeQuerySchema, response: { 200: csvFile, ...refusals } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const figures = await liabilityOf(request.store.id, request.query);
      await recordAudit(app.db, auditContextOf(request), { action: 'report.liability-exported', after: { from, to } });
      return sendCsv(reply, `${request.store.slug}-liability-${from}-${to}.csv`, liabilityCsv({ currency: request.store.settings.currencyCode, from, to }, figures));
    },
  );

  app.get(
    '/api/admin/reports/redemptions',
    { config: access.owner, schema: { tags, summary: 'Gift card redemptions by day, channel and staff member or key', querystring: reportRangeQuerySchema, response: { 200: redemptionReportSchema, ...refusals } } },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const major = (minor: number) => toMajor(minor, currency);
      const rows = (await redemptionsOf(request.store.id, request.query)).map((row) => ({ ...row, redeemed: major(row.redeemed), reversed: major(row.reversed), net: major(row.net) }));
      return { currency, from: request.query.from, to: request.query.to, rows };
    },
  );

  app.get(
    '/api/admin/reports/redemptions.csv',
    { config: access.owner, schema: { tags, summary: 'The redemptions report as CSV (RFC 4180)', querystring: reportRangeQuerySchema, response: { 200: csvFile, ...refusals } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await redemptionsOf(request.store.id, request.query);
      // The file names staff members: who took it is on record.
      await recordAudit(app.db, auditContextOf(request), { action: 'report.redemptions-exported', after: { from, to, rows: rows.length } });
      return sendCsv(reply, `${request.store.slug}-redemptions-${from}-${to}.csv`, redemptionsCsv({ currency: request.store.settings.currencyCode }, rows));
    },
  );
};

export default reportAdminRoutes;
