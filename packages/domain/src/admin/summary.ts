import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { Inside, MoneyPaths } from '../money-paths.ts';

/** The dashboard home's periods: today (since midnight UTC), the last 7 and the last 30 days. */
export const SUMMARY_PERIODS = ['today', 'last7Days', 'last30Days'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];
export const SUMMARY_PERIOD_LABELS: Record<SummaryPeriod, string> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
};

export const periodFiguresSchema = z.object({
  /** The first day of the period, YYYY-MM-DD (UTC): the filtered lists start there. */
  from: z.string(),
  orders: z.number(),
  /** The value of the gift cards sold, in the store's currency (decimal). */
  giftCardSales: z.number(),
  /** Gift card value spent: at checkout and at the counter or by API (decimal). */
  redemptions: z.number(),
  deliveriesFailed: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** GET /api/admin/summary */
export const storeSummarySchema = z.object({
  currency: z.string(),
  /** Today's date, YYYY-MM-DD (UTC): where every period ends. */
  to: z.string(),
  periods: z.object({ today: periodFiguresSchema, last7Days: periodFiguresSchema, last30Days: periodFiguresSchema }),
  /** What is outstanding now, whatever the period: the balance left on active cards, and postal orders not yet posted. */
  outstandingBalance: z.number(),
  ordersAwaitingShipment: z.number(),
  /**
   * Gift card sales on each of the last 30 of the store's days (the last is `to`), oldest first,
   * every day present: Home's chart (issue 25). They add up to the last 30 days' giftCardSales.
   */
  /** The store's colour, darkened as far as needed to read on white (the chart's bars). */
  chartColor: z.string(),
  salesByDay: z.array(z.object({ day: z.string(), giftCardSales: z.number() })),
});
export type StoreSummaryWire = z.infer<typeof storeSummarySchema>;
/** The summary inside: its amounts in `MinorUnits` (decision 0175). */
export type StoreSummary = Inside<StoreSummaryWire, typeof storeSummaryMoney>;

const periodFiguresMoney = {
  giftCardSales: 'money',
  redemptions: 'money',
} as const satisfies MoneyPaths<PeriodFigures>;
export const storeSummaryMoney = {
  periods: { today: periodFiguresMoney, last7Days: periodFiguresMoney, last30Days: periodFiguresMoney },
  outstandingBalance: 'money',
  salesByDay: [{ giftCardSales: 'money' }],
} as const satisfies MoneyPaths<StoreSummaryWire>;
/** The summary with its amounts in minor units inside, decimals on the wire. */
export const storeSummaryCodec = perCurrency((currency) => moneyCodec(storeSummarySchema, storeSummaryMoney, currency));
