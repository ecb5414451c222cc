import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUMMARY_PERIODS, storeSummarySchema, type PeriodFigures, type SummaryPeriod } from '@giftfront/domain/admin/summary';
import { toMajor } from '@giftfront/domain/money';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { ordersAwaitingShipment, outstandingBalanceMinor, periodTotals } from './summary-repository.ts';

const DAYS_BACK: Record<SummaryPeriod, number> = { today: 0, last7Days: 6, last30Days: 29 };
const DAY = 86_400_000;

/** Midnight UTC `days` before today: the store has no time zone of its own yet, so days are UTC days. */
const startOfDay = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dashboard home's figures (staff and owners). */
const storeSummaryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/summary',
    { config: access.staff, schema: { tags: ['admin'], summary: 'Orders, sales, redemptions and failed deliveries today and over 7 and 30 days', response: { 200: storeSummarySchema, 401: messageSchema, 403: messageSchema } } },
    async (request) => {
      const storeId = request.store.id;
      const currency = request.store.settings.currencyCode;
      const major = (minor: number) => toMajor(minor, currency);
      const now = new Date();
      const figures = async (period: SummaryPeriod): Promise<PeriodFigures> => {
        const since = startOfDay(now, DAYS_BACK[period]);
        const totals = await periodTotals(app.db, storeId, since);
        return { from: isoDay(since), orders: totals.orders, giftCardSales: major(totals.salesMinor), redemptions: major(totals.redeemedMinor), deliveriesFailed: totals.deliveriesFailed };
      };
      const [today, last7Days, last30Days] = await Promise.all(SUMMARY_PERIODS.map(figures));
      return {
        currency,
        to: isoDay(now),
        periods: { today: today!, last7Days: last7Days!, last30Days: last30Days! },
        outstandingBalance: major(await outstandingBalanceMinor(app.db, storeId)),
        ordersAwaitingShipment: await ordersAwaitingShipment(app.db, storeId),
      };
    },
  );
};

export default storeSummaryAdminRoutes;
