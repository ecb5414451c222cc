import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';
import { CARD_HISTORY_KINDS, CARD_STATUSES, GIFT_CARD_KINDS, LEDGER_CHANNELS } from '../gift-card-status.ts';

/**
 * The dashboard's gift card API: GET /api/admin/gift-cards, GET /api/admin/gift-cards/{id} and
 * POST /api/admin/gift-cards/{id}/code. Amounts are decimals of the card's currency on the wire
 * and minor units inside (the codecs below, docs/architecture.md "Money"). The actions on a card
 * are in gift-card-actions.ts, the point-of-sale API in pos-api.ts.
 */

export const GIFT_CARD_PAGE_SIZE = 25;
export const GIFT_CARD_QUERY_MAX_LENGTH = 100;

/** GET /api/admin/gift-cards?query=&status=&kind=&page= */
export const giftCardListQuerySchema = z.strictObject({
  query: z
    .string()
    .trim()
    .max(GIFT_CARD_QUERY_MAX_LENGTH, `query must be at most ${GIFT_CARD_QUERY_MAX_LENGTH} characters`)
    .optional(),
  status: z.enum(CARD_STATUSES, { error: `status must be one of ${CARD_STATUSES.join(', ')}` }).optional(),
  kind: z.enum(GIFT_CARD_KINDS, { error: `kind must be one of ${GIFT_CARD_KINDS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});
export type GiftCardListQuery = z.input<typeof giftCardListQuerySchema>;

/** A card in the list: never its code, only the last four characters. */
export const giftCardSummarySchema = z.object({
  id: z.string(),
  codeEnding: z.string(),
  kind: z.enum(GIFT_CARD_KINDS),
  status: z.enum(CARD_STATUSES),
  productName: z.string().nullable(),
  balance: z.number(),
  initialValue: z.number(),
  currency: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  orderReference: z.string().nullable(),
  expiresOn: z.string().nullable(),
  issuedAt: z.string(),
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

export const giftCardListSchema = z.object({
  cards: z.array(giftCardSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type GiftCardList = z.infer<typeof giftCardListSchema>;

/** One line of a card's history: what moved (or what changed without moving money), by whom, through which channel and why. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CARD_HISTORY_KINDS),
  amount: z.number(),
  at: z.string(),
  actor: z.string().nullable(),
  channel: z.enum(LEDGER_CHANNELS),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  orderReference: z.string().nullable(),
  redemptionId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A redemption at the counter or by a point-of-sale system; reversible until reversed. */
export const redemptionSchema = z.object({
  id: z.string(),
  giftCardId: z.string(),
  amount: z.number(),
  currency: z.string(),
  channel: z.enum(['counter', 'api']),
  actor: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
  reversedAt: z.string().nullable(),
  reversedBy: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

const person = z.object({ name: z.string().nullable(), email: z.string().nullable() });

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'none'] as const;

/** GET /api/admin/gift-cards/{id}: everything about one card but its full code. */
export const giftCardDetailSchema = z.object({
  id: z.string(),
  maskedCode: z.string(),
  kind: z.enum(GIFT_CARD_KINDS),
  status: z.enum(CARD_STATUSES),
  source: z.enum(['order', 'import', 'counter']),
  product: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  design: z.object({ name: z.string(), src: z.string(), alt: z.string() }).nullable(),
  balance: z.number(),
  initialValue: z.number(),
  currency: z.string(),
  expiresOn: z.string().nullable(),
  issuedAt: z.string(),
  order: z.object({ id: z.string(), reference: z.string() }).nullable(),
  buyer: person.nullable(),
  recipient: person.nullable(),
  message: z.string().nullable(),
  delivery: z.object({
    method: z.string(),
    state: z.enum(DELIVERY_STATES),
    scheduledAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
  used: z.object({ at: z.string(), by: z.string() }).nullable(),
  voidedReason: z.string().nullable(),
  ledger: z.array(ledgerEntrySchema),
  redemptions: z.array(redemptionSchema),
});
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>;

/** POST /api/admin/gift-cards/{id}/code: the full code, shown once per audited request. */
export const revealedCodeSchema = z.object({ code: z.string() });
export type RevealedCode = z.infer<typeof revealedCodeSchema>;

export const giftCardIdParamsSchema = z.object({ id: z.uuid('id must be a gift card id (uuid)') });
export const redemptionIdParamsSchema = z.object({ id: z.uuid('id must be a redemption id (uuid)') });

const redemptionMoney = { amount: 'money' } as const satisfies MoneyPaths<Redemption>;
const summaryMoney = { balance: 'money', initialValue: 'money' } as const satisfies MoneyPaths<GiftCardSummary>;
export const redemptionCodec = perCurrency((currency) => moneyCodec(redemptionSchema, redemptionMoney, currency));
/** Per card: a list may hold cards of several currencies (imported cards keep their own). */
export const giftCardSummaryCodec = perCurrency((currency) =>
  moneyCodec(giftCardSummarySchema, summaryMoney, currency),
);
export const giftCardDetailCodec = perCurrency((currency) =>
  moneyCodec(
    giftCardDetailSchema,
    { balance: 'money', initialValue: 'money', ledger: [{ amount: 'money' }], redemptions: [redemptionMoney] },
    currency,
  ),
);
/** The card inside the dashboard: its amounts in minor units of its currency (decision 0175). */
export type GiftCardDetailInside = z.output<ReturnType<typeof giftCardDetailCodec>>;
/** A line of the card list inside the dashboard, its balance and value in minor units. */
export type GiftCardSummaryInside = z.output<ReturnType<typeof giftCardSummaryCodec>>;
/** A redemption inside the dashboard, its amount in minor units. */
export type RedemptionInside = z.output<ReturnType<typeof redemptionCodec>>;
/** A line of a card's history inside the dashboard, its amount in minor units. */
export type LedgerEntryInside = GiftCardDetailInside['ledger'][number];
