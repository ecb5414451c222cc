import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { UndeliverableError, type ComposedMail } from '../mail/composed-mail.ts';
import type { MailStore } from '../mail/email-brand.ts';
import { renderOrderRefundEmail } from '../mail/order-refund-email.ts';
import { findRefundWithOrder, listLinesByIds } from '../orders/order-refund-repository.ts';

/** The 'order-refund' delivery: subjectId is the refund's id. */
export async function composeOrderRefund(
  db: Executor,
  store: MailStore,
  refundId: string,
  to: string,
): Promise<ComposedMail> {
  const found = await findRefundWithOrder(db, store.id, refundId);
  if (!found) throw new UndeliverableError(`Refund ${refundId} not found in store ${store.slug}`);
  const { refund, order } = found;
  const money = (minor: number) => formatMoney(minor, refund.currency);
  const lines = await listLinesByIds(db, refund.lineIds);
  const firstName = typeof order.customer.firstName === 'string' ? order.customer.firstName.trim() : '';
  const email = renderOrderRefundEmail({
    brand: store.brand,
    customerName: firstName || null,
    orderReference: order.reference,
    refundedAmount: money(refund.amountMinor),
    rows: [
      ...lines.map((line): [string, string] => [
        `${line.productName} (${line.denominationLabel}) × ${line.quantity}`,
        money(line.lineTotalMinor),
      ]),
      [`Refunded (${refund.currency})`, money(refund.amountMinor)],
    ],
    reason: refund.reason,
    refundedOn: formatShortDate(refund.createdAt),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
