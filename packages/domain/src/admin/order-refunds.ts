import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { Inside, MoneyPaths } from '../money-paths.ts';
import { PAYMENT_STATUSES } from './orders.ts';
import { orderRefundSchema } from './order-detail.ts';

export const REFUND_REASON_MAX_LENGTH = 500;

/** Why the order is refunded: kept on the refund, in the audit log and told to the buyer. */
export const refundReasonSchema = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(1, 'Reason is required')
  .max(REFUND_REASON_MAX_LENGTH, `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters`);

/**
 * POST /api/admin/orders/{id}/refunds (owner). Without `amount` the chosen lines' value (or,
 * without lines, all that is left) is refunded. `acceptLoss` refunds in full although a card was
 * spent below what it gives back; the store bears the difference.
 */
export const refundRequestSchema = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(1_000_000_000, 'amount is too large')
    .optional(),
  lineIds: z
    .array(z.uuid('lineIds must be order line ids'), { error: 'lineIds must be a list of order line ids' })
    .min(1, 'lineIds must name at least one line')
    .max(200)
    .optional(),
  reason: refundReasonSchema,
  acceptLoss: z.boolean({ error: 'acceptLoss must be true or false' }).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
/** A refund as the dashboard asks it: an amount in `MinorUnits` (decision 0175). */
export type RefundRequestInside = Inside<RefundRequest, typeof refundRequestMoney>;

/**
 * POST /api/admin/orders/{id}/store-credit-refunds (owner, Idempotency-Key): the same choice of
 * what to refund, given as store credit instead of back to the payment (issue 31): a new money
 * card emailed to the buyer, or `giftCardId`, one of the buyer's own money cards, loaded.
 */
export const storeCreditRefundRequestSchema = refundRequestSchema.extend({
  giftCardId: z.uuid('Choose one of the buyer’s gift cards.').nullish(),
});
export type StoreCreditRefundRequest = z.infer<typeof storeCreditRefundRequestSchema>;
export const storeCreditRefundRequestCodec = perCurrency((currency) =>
  moneyCodec(storeCreditRefundRequestSchema, { amount: 'money' }, currency),
);

/** GET /api/admin/orders/{id}/buyer-cards: the buyer's active money cards a store credit may load, last 4 only. */
export const buyerCardsSchema = z.object({
  currency: z.string(),
  cards: z.array(z.object({ id: z.string(), last4: z.string(), balance: z.number(), title: z.string().nullable() })),
});
export type BuyerCards = z.infer<typeof buyerCardsSchema>;
export const refundRequestMoney = { amount: 'money' } as const satisfies MoneyPaths<RefundRequest>;
export const refundRequestCodec = perCurrency((currency) =>
  moneyCodec(refundRequestSchema, refundRequestMoney, currency),
);

export const refundResultSchema = z.object({ refund: orderRefundSchema, paymentStatus: z.enum(PAYMENT_STATUSES) });
export type RefundResult = z.infer<typeof refundResultSchema>;
export const refundResultCodec = perCurrency((currency) =>
  moneyCodec(refundResultSchema, { refund: { amount: 'money', loss: 'money' } }, currency),
);

/** A card of the refund that has less left than the refund takes from it. */
export const spentCardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  balance: z.number(),
  toRefund: z.number(),
});

/** The 409 answer when cards were spent below the refunded value: the owner refunds less or accepts the loss. */
export const spentBelowRefundSchema = z.object({
  message: z.string(),
  spentCards: z.array(spentCardSchema),
  /** The most that can be refunded without a loss. */
  refundableWithoutLoss: z.number(),
});
export type SpentBelowRefund = z.infer<typeof spentBelowRefundSchema>;
const spentBelowRefundMoney = {
  spentCards: [{ balance: 'money', toRefund: 'money' }],
  refundableWithoutLoss: 'money',
} as const satisfies MoneyPaths<SpentBelowRefund>;
/** The 409's cards inside the dashboard: amounts in minor units of the order's currency. */
export type SpentBelowRefundInside = Inside<SpentBelowRefund, typeof spentBelowRefundMoney>;
export const spentBelowRefundCodec = perCurrency((currency) =>
  moneyCodec(spentBelowRefundSchema, spentBelowRefundMoney, currency),
);

/** What the dashboard's Refund dialog asks: the whole order, chosen lines, or an amount typed in the store's currency. */
export const REFUND_SCOPES = ['order', 'lines', 'amount'] as const;
export const refundFormSchema = z
  .object({
    scope: z.enum(REFUND_SCOPES),
    lineIds: z.array(z.string()),
    amount: z.string(),
    reason: refundReasonSchema,
  })
  .superRefine((form, ctx) => {
    if (form.scope === 'lines' && form.lineIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lineIds'], message: 'Choose at least one line' });
    if (form.scope === 'amount' && !(Number(form.amount) > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount more than 0' });
  });
export type RefundForm = z.input<typeof refundFormSchema>;
