import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import { formatMoney, type MinorUnits } from '../money.ts';
import { CARD_STATUSES } from '../gift-card-status.ts';
import { dayFieldSchema } from './day-field.ts';
import { redemptionSchema } from './gift-cards.ts';

/**
 * The actions on one card (POST /api/admin/gift-cards/{id}/…) and their answers. Amounts are
 * decimals of the card's currency on the wire; the server decodes them with the codecs below.
 */

export const NOTE_MAX_LENGTH = 500;
export const REASON_MAX_LENGTH = 500;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((text) => text || undefined)
    .optional();

export const reasonSchema = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(REASON_MAX_LENGTH, `reason must be at most ${REASON_MAX_LENGTH} characters`);

/** An amount to take: more than zero; whether it fits the currency's minor units is checked once the currency is known. */
export const redeemAmountSchema = z
  .number({ error: 'amount must be a number' })
  .positive('amount must be more than 0')
  .max(1_000_000_000, 'amount is too large');

/** The Idempotency-Key header: the same key (per store) records a redemption once and answers the same. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key must not be empty')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** POST /api/admin/gift-cards/{id}/redemptions */
export const redeemBodySchema = z.strictObject({
  amount: redeemAmountSchema,
  note: optionalText('note', NOTE_MAX_LENGTH),
});
export type RedeemBody = z.input<typeof redeemBodySchema>;

/** The card as it stands after an action: what the counter reads out. */
export const cardAfterSchema = z.object({
  id: z.string(),
  balance: z.number(),
  currency: z.string(),
  status: z.enum(CARD_STATUSES),
});
export type CardAfter = z.infer<typeof cardAfterSchema>;

/** The answer to a redemption and to its reversal; a retried request gets the same. */
export const redemptionResultSchema = z.object({ redemption: redemptionSchema, card: cardAfterSchema });
export type RedemptionResult = z.infer<typeof redemptionResultSchema>;

/** POST /api/admin/gift-cards/{id}/adjustments: up (positive) or down (negative), owner only, with a reason. */
export const adjustmentBodySchema = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number' })
    .refine((amount) => amount !== 0, 'amount must not be 0')
    .refine((amount) => Math.abs(amount) <= 1_000_000_000, 'amount is too large'),
  reason: reasonSchema,
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

/** POST /api/admin/gift-cards/{id}/loads: money added to a card by an owner, with an optional note (a reason or reference). */
export const loadBodySchema = z.strictObject({
  amount: z
    .number({ error: 'Enter the amount to add as a number.' })
    .positive('The amount to add must be more than 0.')
    .max(1_000_000_000, 'The amount to add is too large.'),
  note: optionalText('note', NOTE_MAX_LENGTH),
});
export type LoadBody = z.input<typeof loadBodySchema>;

/** The answer to a load, and to its retry with the same Idempotency-Key: what was added and the card after it. */
export const loadResultSchema = z.object({
  amount: z.number(),
  card: cardAfterSchema.extend({ expiresOn: z.string().nullable() }),
});
export type LoadResult = z.infer<typeof loadResultSchema>;

/** POST /api/admin/gift-cards/{id}/void */
export const voidBodySchema = z.strictObject({ reason: reasonSchema });
export type VoidBody = z.input<typeof voidBodySchema>;

/** POST /api/admin/redemptions/{id}/reversal (and the POS one): a reason is kept when given; the body may be left out. */
export const reversalBodySchema = z.strictObject({ reason: optionalText('reason', REASON_MAX_LENGTH) }).nullish();
export type ReversalBody = z.input<typeof reversalBodySchema>;

const isoDate = dayFieldSchema('expiresOn', {
  invalid: 'Enter a date, such as 2027-12-31.',
  tooEarly: 'Enter a date from 1970 on, such as 2027-12-31.',
});

/** PATCH /api/admin/gift-cards/{id}/expiry: a new date, or null for no expiry. */
export const expiryBodySchema = z.strictObject({
  expiresOn: z.union([isoDate, z.null()], {
    error: 'Enter a date, such as 2027-12-31, or leave it empty for no expiry.',
  }),
});
export type ExpiryBody = z.input<typeof expiryBodySchema>;

/** POST /api/admin/gift-cards/{id}/resend: to the recipient on record, or a corrected address; the body may be left out. */
export const resendBodySchema = z
  .strictObject({ recipientEmail: z.email('recipientEmail must be an email address').max(254).optional() })
  .nullish();
export type ResendBody = z.input<typeof resendBodySchema>;
export const resendResultSchema = z.object({ recipientEmail: z.string(), state: z.string() });

export const redeemBodyCodec = perCurrency((currency) => moneyCodec(redeemBodySchema, { amount: 'money' }, currency));
export const adjustmentBodyCodec = perCurrency((currency) =>
  moneyCodec(adjustmentBodySchema, { amount: 'money' }, currency),
);
export const loadBodyCodec = perCurrency((currency) => moneyCodec(loadBodySchema, { amount: 'money' }, currency));
export const loadResultCodec = perCurrency((currency) =>
  moneyCodec(loadResultSchema, { amount: 'money', card: { balance: 'money' } }, currency),
);
export const cardAfterCodec = perCurrency((currency) => moneyCodec(cardAfterSchema, { balance: 'money' }, currency));
export const redemptionResultCodec = perCurrency((currency) =>
  moneyCodec(redemptionResultSchema, { redemption: { amount: 'money' }, card: { balance: 'money' } }, currency),
);
/** A redemption's answer inside the dashboard: the amount and the balance after in minor units. */
export type RedemptionResultInside = z.output<ReturnType<typeof redemptionResultCodec>>;

/** What the admin and POS APIs answer when an action cannot be done; the dashboard shows them as they are. */
export const GIFT_CARD_MESSAGES = {
  notFound: 'Gift card not found',
  redemptionNotFound: 'Redemption not found',
  overBalance: (balanceMinor: MinorUnits, currency: string) =>
    `amount is more than the balance of ${formatMoney(balanceMinor, currency)}`,
  tooPrecise: (currency: string) => `amount has more decimals than ${currency} allows`,
  voucherByAmount: 'This is a voucher: it is redeemed whole. Mark it as used instead.',
  moneyCardUse: 'This is a money card: redeem an amount instead of marking it used.',
  notActive: (status: string) =>
    status === 'Inactive'
      ? 'This gift card has not been activated yet: it holds money once it is sold and activated at the counter.'
      : `This gift card is ${status.toLowerCase()}: nothing can be redeemed.`,
  alreadyReversed: 'This redemption has already been reversed.',
  reverseNotYours: 'You can undo only your own redemptions made today. Ask an owner of the store to reverse this one.',
  notVoided: 'Only a voided card can be reactivated.',
  voidedByRefund: 'This card was voided by a refund: its value went back to the buyer, so it cannot be reactivated.',
  alreadyVoided: 'This gift card is already voided.',
  voucherAdjust: 'This is a voucher: its value is not adjusted. Void it or mark it as used instead.',
  voucherNotUsable: (status: string) => `This voucher is ${status.toLowerCase()}: it cannot be marked as used.`,
  adjustBelowZero: (balanceMinor: MinorUnits, currency: string) =>
    `The adjustment would take the balance below zero: it is ${formatMoney(balanceMinor, currency)}`,
  idempotencyMismatch: 'This Idempotency-Key was already used for a different redemption.',
  voucherLoad: 'This is a voucher: it holds an experience, not money, so nothing can be loaded onto it.',
  loadNotActive: (status: string) =>
    status === 'Inactive'
      ? 'This gift card has not been activated yet: activate it at the counter with the amount paid instead.'
      : status === 'Voided'
        ? 'This gift card is voided: reactivate it before loading money onto it.'
        : status === 'Expired'
          ? 'This gift card has expired: change its expiry date before loading money onto it.'
          : `This gift card is ${status.toLowerCase()}: money cannot be loaded onto it.`,
  loadKeyMismatch: 'This Idempotency-Key was already used for a different load.',
  noRecipient: 'This card has no recipient email: give recipientEmail to send it.',
  postal: 'This card is sent by post: there is no gift email to resend.',
} as const;
