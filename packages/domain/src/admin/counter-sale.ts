import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import { formatMoney, type MinorUnits } from '../money.ts';
import { CARD_STATUSES } from '../gift-card-status.ts';
import { NOTE_MAX_LENGTH, redeemAmountSchema } from './gift-card-actions.ts';

/**
 * 'Sell a card' at the counter (POST /api/admin/gift-cards/sales): a money card issued for an
 * amount the customer paid at the till, outside Giftfront (cash, or a card on the shop's own
 * terminal). The amount is a decimal of the store's currency on the wire.
 */
export const COUNTER_PAYMENTS = ['cash', 'card'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];
export const COUNTER_PAYMENT_LABELS: Record<CounterPayment, string> = {
  cash: 'Cash',
  card: 'Card, on the shop’s own terminal',
};
/** The ledger's note on the card's 'issue' entry: how it was paid for. */
export const counterSaleNote = (paidWith: CounterPayment, note?: string | null): string =>
  [`Sold at the counter, paid ${paidWith === 'cash' ? 'in cash' : 'by card at the till'}`, note]
    .filter(Boolean)
    .join(' · ');

const NAME_MAX_LENGTH = 100;

export const sellCardBodySchema = z.strictObject({
  amount: redeemAmountSchema,
  paidWith: z.enum(COUNTER_PAYMENTS, { error: 'paidWith must be cash or card' }),
  recipientName: z
    .string({ error: 'recipientName must be text' })
    .trim()
    .max(NAME_MAX_LENGTH, `recipientName must be at most ${NAME_MAX_LENGTH} characters`)
    .transform((text) => text || undefined)
    .optional(),
  /** When given, the card is emailed there at once; otherwise it is printed. */
  recipientEmail: z
    .email('recipientEmail must be an email address')
    .max(254, 'recipientEmail must be at most 254 characters')
    .optional(),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(NOTE_MAX_LENGTH, `note must be at most ${NOTE_MAX_LENGTH} characters`)
    .transform((text) => text || undefined)
    .optional(),
});
export type SellCardBody = z.input<typeof sellCardBodySchema>;
export const sellCardBodyCodec = perCurrency((currency) =>
  moneyCodec(sellCardBodySchema, { amount: 'money' }, currency),
);

/** The answer: the card (never its code), where it was emailed, and its printable PDF. */
export const cardSaleSchema = z.object({
  card: z.object({
    id: z.string(),
    codeEnding: z.string(),
    balance: z.number(),
    currency: z.string(),
    status: z.enum(CARD_STATUSES),
    expiresOn: z.string().nullable(),
  }),
  paidWith: z.enum(COUNTER_PAYMENTS),
  emailedTo: z.string().nullable(),
  /** The card's PDF (its code and QR code), by the card's unguessable id, to print for the customer. */
  printUrl: z.string(),
});
export type CardSale = z.infer<typeof cardSaleSchema>;
export const cardSaleCodec = perCurrency((currency) =>
  moneyCodec(cardSaleSchema, { card: { balance: 'money' } }, currency),
);
/** A sale inside the dashboard: the new card's balance in minor units. */
export type CardSaleInside = z.output<ReturnType<typeof cardSaleCodec>>;

export const COUNTER_SALE_MESSAGES = {
  overMaximum: (maxMinor: MinorUnits, currency: string) =>
    `A card can hold at most ${formatMoney(maxMinor, currency)} in this store.`,
} as const;
