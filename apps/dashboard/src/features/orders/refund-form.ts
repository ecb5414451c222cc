import type { z } from 'zod';
import type { RefundRequestInside, refundFormSchema } from '@giftfront/domain/admin/order-refunds';
import { typedAmountToMinor, type MinorUnits } from '@giftfront/domain/money';

type RefundFormValues = z.input<typeof refundFormSchema>;

/**
 * The refund form's edge: its amount is text as typed, and it is read as minor units of the
 * order's currency here only, for the preview while typing and for the request once sent.
 */
export const typedRefundAmount = (
  { scope, amount }: Pick<RefundFormValues, 'scope' | 'amount'>,
  currency: string,
): MinorUnits | null => (scope === 'amount' && amount ? typedAmountToMinor(amount, currency) : null);

/** The form's checked values as the refund asked for. */
export const refundRequestOf = (values: z.output<typeof refundFormSchema>, currency: string): RefundRequestInside => ({
  reason: values.reason,
  ...(values.scope === 'lines' ? { lineIds: values.lineIds } : {}),
  ...(values.scope === 'amount' ? { amount: typedAmountToMinor(values.amount, currency) } : {}),
});
