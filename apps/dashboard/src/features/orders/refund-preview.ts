import { minorUnits, sumMinor, type MinorUnits } from '@giftfront/domain/money';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { formatAmount } from '@/lib/money';

type Scope = 'order' | 'lines' | 'amount';

/** What is left to refund: what was paid (by card and by gift cards) less earlier refunds, as the server counts it. */
export const refundableMinor = (order: OrderDetailInside): MinorUnits =>
  minorUnits(order.totals.total + order.totals.giftCards - sumMinor(order.refunds.map((refund) => refund.amount)));

/**
 * The refund a person is about to make, in words before they press Refund: its total, where the
 * money goes, and what happens to the order's fees (a whole-order refund includes them; a refund
 * of chosen lines does not, since fees belong to the order, not a line). The server decides the
 * same way (orders/refund-plan.ts); this only reads it out.
 */
export function refundPreview(
  order: OrderDetailInside,
  scope: Scope,
  lineIds: string[],
  amountMinor: MinorUnits | null,
): { total: number | null; lines: string[] } {
  // Sums of the order's minor units are minor units too; they are branded once, here.
  const money = (minor: number) => formatAmount(minorUnits(minor), order.currency);
  const left = refundableMinor(order);
  const fees = order.totals.fees;
  let total: number | null;
  const lines: string[] = [];
  if (scope === 'order') {
    total = left;
    lines.push(`Refund total: ${money(left)}, everything still paid for this order.`);
    if (fees > 0) lines.push(`The order's fees (${money(fees)}) are refunded with it.`);
  } else if (scope === 'lines') {
    const chosen = order.lines.filter((line) => lineIds.includes(line.id));
    if (chosen.length === 0) return { total: null, lines: ['Choose the lines to refund to see the total.'] };
    total = Math.min(
      left,
      chosen.reduce((sum, line) => sum + line.lineTotal, 0),
    );
    lines.push(`Refund total: ${money(total)}, the chosen lines' value.`);
    if (fees > 0)
      lines.push(
        `The order's fees (${money(fees)}) are not refunded with lines; to give them back, refund an amount instead.`,
      );
  } else {
    if (amountMinor === null || amountMinor <= 0 || amountMinor > left)
      return { total: null, lines: [`Type an amount up to ${money(left)}, what is left to refund.`] };
    total = amountMinor;
    lines.push(`Refund total: ${money(total)} of the ${money(left)} left to refund.`);
    if (fees > 0)
      lines.push(`The order's fees (${money(fees)}) are part of what was paid: the amount may include them.`);
  }
  const byCard = Math.max(0, Math.min(total, order.totals.total - order.payment.refunded));
  const toGiftCards = total - byCard;
  if (toGiftCards > 0)
    lines.push(
      byCard > 0
        ? `${money(byCard)} goes back to the buyer's payment and ${money(toGiftCards)} to the gift cards that paid.`
        : `It goes back to the gift cards that paid.`,
    );
  return { total, lines };
}
