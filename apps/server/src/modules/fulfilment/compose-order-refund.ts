import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { brandIn, UndeliverableError, type ComposedMail } from '../mail/index.ts';
import type { MailStore } from '../mail/index.ts';
import { renderOrderRefundEmail } from '../mail/index.ts';
import { findRefundWithOrder, listLinesByIds } from '../orders/index.ts';

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
  const loc = localizer(order.language);
  const brand = brandIn(store, loc.language);
  const money = (minor: number) => formatMoney(minorUnits(minor), refund.currency, loc.intl);
  const lines = await listLinesByIds(db, refund.lineIds);
  const firstName = typeof order.customer.firstName === 'string' ? order.customer.firstName.trim() : '';
  const email = renderOrderRefundEmail({
    loc,
    brand,
    customerName: firstName || null,
    orderReference: order.reference,
    refundedAmount: money(refund.amountMinor),
    rows: [
      ...lines.map((line): [string, string] => [
        `${line.productName} (${line.denominationLabel}) × ${line.quantity}`,
        money(line.lineTotalMinor),
      ]),
      [
        loc.i18n._({
          id: 'order-refund.total',
          message: 'Refunded ({currency})',
          values: { currency: refund.currency },
        }),
        money(refund.amountMinor),
      ],
    ],
    reason: refund.reason,
    refundedOn: formatShortDate(refund.createdAt, loc.intl),
  });
  return { send: { to, fromName: brand.name, ...email } };
}
