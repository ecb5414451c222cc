import { z } from 'zod';

const isoDay = (field: string) => z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` });

/** ?from=&to= of every report: days (UTC until stores have a time zone), both included. */
export const reportRangeQuerySchema = z
  .strictObject({ from: isoDay('from'), to: isoDay('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/**
 * GET /api/admin/reports/liability: money cards only, decimals in the store's currency.
 * opening + issued + topUps − redeemed − expired − voided + adjusted = closing (balances is that check).
 */
export const liabilityReportSchema = z.object({
  currency: z.string(),
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
});
export type LiabilityReport = z.infer<typeof liabilityReportSchema>;

export const REDEMPTION_CHANNELS = ['checkout', 'counter', 'api'] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];
export const REDEMPTION_CHANNEL_LABELS: Record<RedemptionChannel, string> = { checkout: 'Checkout', counter: 'Counter', api: 'API' };

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
export const redemptionReportSchema = z.object({ currency: z.string(), from: z.string(), to: z.string(), rows: z.array(redemptionRowSchema) });
export type RedemptionReport = z.infer<typeof redemptionReportSchema>;
