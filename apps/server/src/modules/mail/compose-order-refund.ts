import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { orderLines, orderRefunds, orders } from '../../db/schema/index.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import { renderOrderRefundEmail } from './order-refund-email.ts';

/** The 'order-refund' delivery: subjectId is the refund's id. */
export async function composeOrderRefund(db: Executor, store: MailStore, refundId: string, to: string): Promise<ComposedMail> {
  const [found] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.storeId, store.id)))
    .limit(1);
  if (!found) throw new UndeliverableError(`Refund ${refundId} not found in store ${store.slug}`);
  const { refund, order } = found;
  const money = (minor: number) => formatMoney(minor, refund.currency);
  const lines = refund.lineIds.length ? await db.select().from(orderLines).where(inArray(orderLines.id, refund.lineIds)).orderBy(orderLines.position) : [];
  const firstName = typeof order.customer.firstName === 'string' ? order.customer.firstName.trim() : '';
  const email = renderOrderRefundEmail({
    brand: store.brand,
    customerName: firstName || null,
    orderReference: order.reference,
    refundedAmount: money(refund.amountMinor),
    rows: [
      ...lines.map((line): [string, string] => [`${line.productName} (${line.denominationLabel}) × ${line.quantity}`, money(line.lineTotalMinor)]),
      [`Refunded (${refund.currency})`, money(refund.amountMinor)],
    ],
    reason: refund.reason,
    refundedOn: formatShortDate(refund.createdAt),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
