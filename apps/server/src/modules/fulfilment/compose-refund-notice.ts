import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { validatedSnapshotSchema, type ValidatedSnapshot } from '../payments/validated-order.ts';
import { findIntentInStore } from '../payments/intent-repository.ts';
import { refundedAmount, refundStateOf } from '../payments/refund-message.ts';
import { UndeliverableError, type ComposedMail } from '../mail/composed-mail.ts';
import type { MailStore } from '../mail/email-brand.ts';
import { renderRefundNoticeEmail } from '../mail/refund-notice-email.ts';

/** The order as it was priced: its lines (or the top-up) and its total. */
function orderRows(snapshot: ValidatedSnapshot): [string, string][] {
  const money = (minor: number) => formatMoney(minor, snapshot.currency);
  if (snapshot.kind === 'topup')
    return [[`Gift card top-up, card ending ${snapshot.codeEnding}`, money(snapshot.amountMinor)]];
  return [
    ...snapshot.lines.map((line): [string, string] => [
      `${line.productName} (${line.denominationLabel}) × ${line.quantity}`,
      money(line.lineTotalMinor),
    ]),
    [`Order total (${snapshot.currency})`, money(snapshot.totals.total)],
  ];
}

export async function composeRefundNotice(
  db: Executor,
  store: MailStore,
  paymentIntentId: string,
  to: string,
): Promise<ComposedMail> {
  const intent = await findIntentInStore(db, store.id, paymentIntentId);
  const refund = intent && refundStateOf(intent);
  if (!intent || refund?.status !== 'refunded')
    throw new UndeliverableError(`Refund of ${paymentIntentId} not found in store ${store.slug}`);
  const snapshot = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  const email = renderRefundNoticeEmail({
    brand: store.brand,
    customerName: snapshot.success ? snapshot.data.customer.firstName.trim() || null : null,
    rows: snapshot.success ? orderRows(snapshot.data) : [],
    refundedAmount: refundedAmount(refund),
    reason: intent.lastError,
    refundedOn: formatShortDate(intent.refundedAt ?? intent.updatedAt),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
