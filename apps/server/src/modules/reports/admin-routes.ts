import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liabilityReportSchema, reportRangeQuerySchema, type ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { toMajor } from '@giftfront/domain/money';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { endOfDay, liability } from './liability.ts';
import { liabilityCsv } from './liability-csv.ts';
import { moneyCardHistories } from './reports-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const tags = ['admin'];

/** The owner's reports: the store's accounts, so staff are refused. */
const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const figuresOf = async (storeId: string, query: ReportRangeQuery) =>
    liability(await moneyCardHistories(app.db, storeId, endOfDay(query.to)), query.from, query.to);

  app.get(
    '/api/admin/reports/liability',
    { config: access.owner, schema: { tags, summary: 'Gift card liability over a date range, from the ledger', querystring: reportRangeQuerySchema, response: { 200: liabilityReportSchema, ...refusals } } },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const { balances, ...figures } = await figuresOf(request.store.id, request.query);
      const major = Object.fromEntries(Object.entries(figures).map(([key, minor]) => [key, toMajor(minor, currency)])) as typeof figures;
      return { currency, from: request.query.from, to: request.query.to, ...major, balances };
    },
  );

  app.get(
    '/api/admin/reports/liability.csv',
    { config: access.owner, schema: { tags, summary: 'The liability report as CSV (RFC 4180)', querystring: reportRangeQuerySchema, response: { 200: z.any().describe('text/csv'), ...refusals } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const figures = await figuresOf(request.store.id, request.query);
      await recordAudit(app.db, auditContextOf(request), { action: 'report.liability-exported', after: { from, to } });
      return reply
        .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${request.store.slug}-liability-${from}-${to}.csv"` })
        .send(liabilityCsv({ currency: request.store.settings.currencyCode, from, to }, figures));
    },
  );
};

export default reportAdminRoutes;
