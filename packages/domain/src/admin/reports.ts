import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { Inside, MoneyPaths } from '../money-paths.ts';
import { dayFieldSchema } from './day-field.ts';

/** Days from `from` to `to`, both included. */
const daysIn = (q: { from: string; to: string }) =>
  Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;
/** Longest range of any report, and of a sales report by day (one row a day). */
export const MAX_REPORT_DAYS = 3660;
export const MAX_DAILY_REPORT_DAYS = 366;

/** ?from=&to= of every report: days in the store's time zone, both included. */
export const reportRangeQuerySchema = z
  .strictObject({ from: dayFieldSchema('from'), to: dayFieldSchema('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => daysIn(q) <= MAX_REPORT_DAYS, { message: 'a report covers at most 10 years', path: ['to'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/**
 * GET /api/admin/reports/liability: money cards only, decimals in the store's currency.
 * opening + issued + topUps − redeemed − expired − voided + adjusted = closing (balances is that check).
 */
/** One part of the liability: paid money or bonus credit (decision 0145), the same figures as the whole. */
export const liabilityPartSchema = z.object({
  opening: z.number(),
  /** For the promotional part: bonus credit granted. */
  issued: z.number(),
  topUps: z.number(),
  /** For the promotional part: bonus credit used. */
  redeemed: z.number(),
  expired: z.number(),
  voided: z.number(),
  adjusted: z.number(),
  closing: z.number(),
});
export type LiabilityPart = z.infer<typeof liabilityPartSchema>;
const liabilityPartMoney = {
  opening: 'money',
  issued: 'money',
  topUps: 'money',
  redeemed: 'money',
  expired: 'money',
  voided: 'money',
  adjusted: 'money',
  closing: 'money',
} as const;

export const liabilityReportSchema = z.object({
  currency: z.string(),
  /** The store's time zone, whose days `from` and `to` are. */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Owed on active cards at the start of `from` (held amounts count: a hold is a reservation). */
  opening: z.number(),
  /** Cards issued by orders and imported. */
  issued: z.number(),
  topUps: z.number(),
  /** Captured at checkout plus counter and API redemptions, net of reversals and order refunds. */
  redeemed: z.number(),
  /** Breakage: balances of cards whose expiry fell in the period. */
  expired: z.number(),
  /** Balances of cards voided in the period, net of reactivations. */
  voided: z.number(),
  /** Signed: manual adjustments. */
  adjusted: z.number(),
  /** Owed on active cards at the end of `to`. */
  closing: z.number(),
  balances: z.boolean(),
  /** The paid money and the bonus credit apart; each adds up to the whole figure by figure. */
  paid: liabilityPartSchema,
  promotional: liabilityPartSchema,
});
export type LiabilityReportWire = z.infer<typeof liabilityReportSchema>;
/** The report inside: its amounts in `MinorUnits` (decision 0175). */
export type LiabilityReport = Inside<LiabilityReportWire, typeof liabilityReportMoney>;
export const liabilityReportMoney = {
  opening: 'money',
  issued: 'money',
  topUps: 'money',
  redeemed: 'money',
  expired: 'money',
  voided: 'money',
  adjusted: 'money',
  closing: 'money',
  paid: liabilityPartMoney,
  promotional: liabilityPartMoney,
} as const satisfies MoneyPaths<LiabilityReportWire>;
export const liabilityReportCodec = perCurrency((currency) =>
  moneyCodec(liabilityReportSchema, liabilityReportMoney, currency),
);

export const REDEMPTION_CHANNELS = ['checkout', 'counter', 'api'] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];
export const REDEMPTION_CHANNEL_LABELS: Record<RedemptionChannel, string> = {
  checkout: 'Checkout',
  counter: 'Counter',
  api: 'API',
};

/** One day, channel and person or key: what was redeemed there, what was reversed, and the difference. */
export const redemptionRowSchema = z.object({
  day: z.string(),
  channel: z.enum(REDEMPTION_CHANNELS),
  /** The staff member's email or "API key <name>"; null for shoppers at checkout. */
  actor: z.string().nullable(),
  redemptions: z.number().int(),
  redeemed: z.number(),
  reversed: z.number(),
  net: z.number(),
});
export type RedemptionRow = z.infer<typeof redemptionRowSchema>;

/** GET /api/admin/reports/redemptions: money cards, days oldest first. */
export const redemptionReportSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(redemptionRowSchema),
});
export type RedemptionReportWire = z.infer<typeof redemptionReportSchema>;
export type RedemptionReport = Inside<RedemptionReportWire, typeof redemptionReportMoney>;
export const redemptionReportMoney = {
  rows: [{ redeemed: 'money', reversed: 'money', net: 'money' }],
} as const satisfies MoneyPaths<RedemptionReportWire>;
export const redemptionReportCodec = perCurrency((currency) =>
  moneyCodec(redemptionReportSchema, redemptionReportMoney, currency),
);

export const SALES_GROUPINGS = ['day', 'week', 'month'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/** ?from=&to=&groupBy= of the sales report: days in the store's time zone, both included; day by default. */
export const salesQuerySchema = z
  .strictObject({
    from: dayFieldSchema('from'),
    to: dayFieldSchema('to'),
    groupBy: z.enum(SALES_GROUPINGS, { error: 'groupBy must be day, week or month' }).default('day'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => daysIn(q) <= MAX_REPORT_DAYS, { message: 'a report covers at most 10 years', path: ['to'] })
  .refine((q) => q.groupBy !== 'day' || daysIn(q) <= MAX_DAILY_REPORT_DAYS, {
    message: 'a report by day covers at most 366 days: group by week or month for longer',
    path: ['groupBy'],
  });
export type SalesQuery = z.infer<typeof salesQuerySchema>;

/**
 * The figures of a period, a product or a kind (decimals in the store's currency). Gross is the
 * orders' line values before discounts; refunds are what went back to buyers in the period;
 * net = gross − discounts − refunds (docs/decisions/0026).
 */
const salesFiguresFields = { gross: z.number(), discounts: z.number(), refunds: z.number(), net: z.number() };

/** One day, week (starting Monday) or month; `period` is its first day. */
export const salesPeriodSchema = z.object({
  period: z.string(),
  orders: z.number().int(),
  ...salesFiguresFields,
  fees: z.number(),
  shipping: z.number(),
  tax: z.number(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

export const SALES_KINDS = ['money', 'voucher'] as const;
export type SalesKind = (typeof SALES_KINDS)[number];
export const SALES_KIND_LABELS: Record<SalesKind, string> = { money: 'Gift card money', voucher: 'Vouchers' };

/** A product's sales; top-ups of existing cards are one row with a null productId. */
export const salesProductSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(SALES_KINDS),
  units: z.number().int(),
  ...salesFiguresFields,
});
export type SalesProduct = z.infer<typeof salesProductSchema>;

export const salesKindSchema = z.object({ kind: z.enum(SALES_KINDS), units: z.number().int(), ...salesFiguresFields });
export type SalesKindFigures = z.infer<typeof salesKindSchema>;

/** GET /api/admin/reports/sales: every period of the range (oldest first, empty ones too), the totals, by product and by kind. */
export const salesReportSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SALES_GROUPINGS),
  periods: z.array(salesPeriodSchema),
  totals: salesPeriodSchema.omit({ period: true }),
  products: z.array(salesProductSchema),
  kinds: z.array(salesKindSchema),
  /**
   * The same days a year earlier (29 February → 28 February), on the store's clock: its totals,
   * for the figures' comparison (issue 25). `hadSales` is false when nothing was ordered or refunded then.
   */
  yearEarlier: z.object({
    from: z.string(),
    to: z.string(),
    hadSales: z.boolean(),
    totals: salesPeriodSchema.omit({ period: true }),
  }),
  /** Bonus credit (decision 0145) given by promotions, spent and expired in the range; not sales. */
  bonusCredit: z.object({ granted: z.number(), used: z.number(), expired: z.number() }),
  /** Of the refunds, what was given as store credit on a gift card instead of back to the payment (issue 31). */
  refundsAsStoreCredit: z.number(),
});
export type SalesReportWire = z.infer<typeof salesReportSchema>;
export type SalesReport = Inside<SalesReportWire, typeof salesReportMoney>;
const salesFiguresMoney = { gross: 'money', discounts: 'money', refunds: 'money', net: 'money' } as const;
const salesPeriodMoney = {
  ...salesFiguresMoney,
  fees: 'money',
  shipping: 'money',
  tax: 'money',
} as const satisfies MoneyPaths<SalesPeriod>;
export const salesReportMoney = {
  periods: [salesPeriodMoney],
  totals: salesPeriodMoney,
  products: [salesFiguresMoney],
  kinds: [salesFiguresMoney],
  yearEarlier: { totals: salesPeriodMoney },
  bonusCredit: { granted: 'money', used: 'money', expired: 'money' },
  refundsAsStoreCredit: 'money',
} as const satisfies MoneyPaths<SalesReportWire>;
/** The sales report with its amounts in minor units inside, decimals on the wire. */
export const salesReportCodec = perCurrency((currency) => moneyCodec(salesReportSchema, salesReportMoney, currency));
