import { minorUnits } from '@giftfront/domain/money';
import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUMMARY_PERIODS,
  storeSummaryCodec,
  storeSummarySchema,
  type PeriodFigures,
  type SummaryPeriod,
} from '@giftfront/domain/admin/summary';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { dayIn, shiftDay, startOfDayIn } from '../../lib/zoned-days.ts';
import { outstandingBalance } from '../reports/index.ts';
import { endOfDayIn } from '../reports/index.ts';
import { moneyCardHistories } from '../reports/index.ts';
import { ordersAwaitingShipment, periodTotals, salesSince } from './summary-read-model.ts';

const DAYS_BACK: Record<SummaryPeriod, number> = { today: 0, last7Days: 6, last30Days: 29 };

/** The dashboard home's figures (staff and owners). */
const storeSummaryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/summary',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Orders, sales, redemptions and failed deliveries today and over 7 and 30 days',
        response: { 200: storeSummarySchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const storeId = request.store.id;
      const currency = request.store.settings.currencyCode;
      // Days on the store's clock: 'today' begins at the store's midnight.
      const timeZone = storeTimeZone(request.store);
      const currentDay = dayIn(new Date(), timeZone);
      const figures = async (period: SummaryPeriod): Promise<PeriodFigures> => {
        const from = shiftDay(currentDay, -DAYS_BACK[period]);
        const totals = await periodTotals(app.db, storeId, startOfDayIn(from, timeZone));
        return {
          from,
          orders: totals.orders,
          giftCardSales: totals.salesMinor,
          redemptions: totals.redeemedMinor,
          deliveriesFailed: totals.deliveriesFailed,
        };
      };
      const [today, last7Days, last30Days] = await Promise.all(SUMMARY_PERIODS.map(figures));
      // Home's chart: each of the last 30 days on the store's clock, empty days included.
      const byDay = new Map(
        Array.from(
          { length: DAYS_BACK.last30Days + 1 },
          (_, i) => [shiftDay(last30Days!.from, i), 0] as [string, number],
        ),
      );
      for (const sale of await salesSince(app.db, storeId, startOfDayIn(last30Days!.from, timeZone))) {
        const day = dayIn(sale.createdAt, timeZone);
        if (byDay.has(day)) byDay.set(day, byDay.get(day)! + sale.subtotalMinor);
      }
      // Minor units until the codec gives the API's decimals.
      return encodeMinorColumns(storeSummaryCodec(currency), {
        currency,
        to: currentDay,
        periods: { today: today!, last7Days: last7Days!, last30Days: last30Days! },
        // The liability report's own figure (decision 0041): the same number under the same name on both pages.
        outstandingBalance: minorUnits(
          outstandingBalance(
            await moneyCardHistories(app.db, storeId, endOfDayIn(currentDay, timeZone)),
            currentDay,
            timeZone,
          ),
        ),
        ordersAwaitingShipment: await ordersAwaitingShipment(app.db, storeId),
        chartColor: storeBrand(request.store.settings).accentText,
        salesByDay: [...byDay].map(([day, giftCardSales]) => ({ day, giftCardSales })),
      });
    },
  );
};

export default storeSummaryAdminRoutes;
