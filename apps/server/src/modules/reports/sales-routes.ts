import { minorUnits } from '@giftfront/domain/money';
import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  salesQuerySchema,
  salesReportCodec,
  salesReportSchema,
  type SalesQuery,
} from '@giftfront/domain/admin/reports';
import { dayYearEarlier } from '@giftfront/domain/report-presets';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { endOfDayIn, startOfDayIn } from './report-days.ts';
import { salesFigures } from './sales.ts';
import { partOfHistories } from './card-walk.ts';
import { liability } from './liability.ts';
import { moneyCardHistories } from './reports-read-model.ts';
import { storeCreditRefunded } from './sales-read-model.ts';
import { salesCsv } from './sales-csv.ts';
import { salesRecords } from './sales-read-model.ts';
import { sendCsv } from './send-csv-http.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const tags = ['admin'];

/** The owner's sales report (docs/decisions/0026): days in the store's time zone. */
const salesReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const salesOf = async (store: { id: string; settings: { timeZone?: string | null } }, query: SalesQuery) => {
    const timeZone = storeTimeZone(store);
    const records = await salesRecords(
      app.db,
      store.id,
      startOfDayIn(query.from, timeZone),
      endOfDayIn(query.to, timeZone),
    );
    return { timeZone, figures: salesFigures(records.orders, records.refunds, { ...query, timeZone }) };
  };

  /** Bonus credit granted, used and expired in the range: the promotional part of the ledger (decision 0145). */
  const bonusCreditOf = async (store: { id: string; settings: { timeZone?: string | null } }, query: SalesQuery) => {
    const timeZone = storeTimeZone(store);
    const cards = await moneyCardHistories(app.db, store.id, endOfDayIn(query.to, timeZone));
    const part = liability(partOfHistories(cards, 'promotional'), query.from, query.to, timeZone);
    const asStoreCredit = await storeCreditRefunded(
      app.db,
      store.id,
      startOfDayIn(query.from, timeZone),
      endOfDayIn(query.to, timeZone),
    );
    return { bonusCredit: { granted: part.issued, used: part.redeemed, expired: part.expired }, asStoreCredit };
  };

  app.get(
    '/api/admin/reports/sales',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'Sales by day, week or month in the store’s time zone, by product and by kind',
        querystring: salesQuerySchema,
        response: { 200: salesReportSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const { timeZone, figures } = await salesOf(request.store, request.query);
      const { from, to, groupBy } = request.query;
      // The same days a year earlier on the store's clock, in the same answer (issue 25).
      const earlier = { from: dayYearEarlier(from), to: dayYearEarlier(to) };
      const { totals } = (await salesOf(request.store, { ...earlier, groupBy: 'month' })).figures;
      const yearEarlier = { ...earlier, hadSales: totals.orders > 0 || totals.refunds > 0, totals };
      const { bonusCredit, asStoreCredit } = await bonusCreditOf(request.store, request.query);
      return encodeMinorColumns(salesReportCodec(currency), {
        currency,
        timeZone,
        from,
        to,
        groupBy,
        ...figures,
        yearEarlier: yearEarlier,
        bonusCredit: bonusCredit,
        refundsAsStoreCredit: minorUnits(asStoreCredit),
      });
    },
  );

  app.get(
    '/api/admin/reports/sales.csv',
    {
      config: access.owner,
      schema: {
        tags,
        summary: 'The sales report as CSV (RFC 4180)',
        querystring: salesQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { from, to, groupBy } = request.query;
      const { figures } = await salesOf(request.store, request.query);
      await recordAudit(app.db, auditContextOf(request), {
        action: 'report.sales-exported',
        after: { from, to, groupBy },
      });
      return sendCsv(
        reply,
        `${request.store.slug}-sales-${from}-${to}.csv`,
        salesCsv({ currency: request.store.settings.currencyCode, groupBy }, figures),
      );
    },
  );
};

export default salesReportRoutes;
