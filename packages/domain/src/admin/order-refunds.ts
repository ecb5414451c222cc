import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';
import { PAYMENT_STATUSES } from './orders.ts';
import { orderRefundSchema } from './order-detail.ts';

export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * POST /api/admin/orders/{id}/refunds (owner). Without `amount` the chosen lines' value (or,
 * without lines, all that is left) is refunded. `acceptLoss` refunds in full although a card was
 * spent below what it gives back; the store bears the difference.
 */
export const refundRequestSchema = z.strictObject({
  amount: z.number({ error: 'amount must be a number' }).positive('amount must be more than 0').optional(),
  lineIds: z.array(z.uuid('lineIds must be order line ids'), { error: 'lineIds must be a list of order line ids' }).min(1, 'lineIds must name at least one line').max(200).optional(),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(REFUND_REASON_MAX_LENGTH, `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters`),
  acceptLoss: z.boolean({ error: 'acceptLoss must be true or false' }).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestMoney: MoneyPaths<RefundRequest> = { amount: 'money' };
export const refundRequestCodec = perCurrency((currency) => moneyCodec(refundRequestSchema, refundRequestMoney, currency));

export const refundResultSchema = z.object({ refund: orderRefundSchema, paymentStatus: z.enum(PAYMENT_STATUSES) });
export type RefundResult = z.infer<typeof refundResultSchema>;
export const refundResultCodec = perCurrency((currency) => moneyCodec(refundResultSchema, { refund: { amount: 'money', loss: 'money' } }, currency));

/** A card of the refund that has less left than the refund takes from it. */
export const spentCardSchema = z.object({ id: z.string(), last4: z.string(), balance: z.number(), toRefund: z.number() });

/** The 409 answer when cards were spent below the refunded value: the owner refunds less or accepts the loss. */
export const spentBelowRefundSchema = z.object({
  message: z.string(),
  spentCards: z.array(spentCardSchema),
  /** The most that can be refunded without a loss. */
  refundableWithoutLoss: z.number(),
});
export type SpentBelowRefund = z.infer<typeof spentBelowRefundSchema>;
export const spentBelowRefundCodec = perCurrency((currency) =>
  moneyCodec(spentBelowRefundSchema, { spentCards: [{ balance: 'money', toRefund: 'money' }], refundableWithoutLoss: 'money' }, currency),
);
