import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { validatedSnapshotSchema, type ValidatedSnapshot } from '../payments/index.ts';
import { findIntentInStore } from '../payments/index.ts';
import { refundedAmount, refundStateOf } from '../payments/index.ts';
import { brandIn, UndeliverableError, type ComposedMail } from '../mail/index.ts';
import type { MailStore } from '../mail/index.ts';
import { renderRefundNoticeEmail } from '../mail/index.ts';

/** The order as it was priced: its lines (or the top-up) and its total. */
function orderRows(snapshot: ValidatedSnapshot, { i18n, intl }: Localizer): [string, string][] {
  const money = (minor: number) => formatMoney(minorUnits(minor), snapshot.currency, intl);
  if (snapshot.kind === 'topup')
    return [
      [
        i18n._({
          id: 'refund-notice.topup',
          message: 'Gift card top-up, card ending {ending}',
          values: { ending: snapshot.codeEnding },
        }),
        money(snapshot.amountMinor),
      ],
    ];
  return [
    ...snapshot.lines.map((line): [string, string] => [
      `${line.productName} (${line.denominationLabel}) × ${line.quantity}`,
      money(line.lineTotalMinor),
    ]),
    [
      i18n._({
        id: 'refund-notice.total',
        message: 'Order total ({currency})',
        values: { currency: snapshot.currency },
      }),
      money(snapshot.totals.total),
    ],
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
  // The buyer's language at checkout (the snapshot's, issue 29), else the store's.
  const loc = localizer((snapshot.success ? snapshot.data.language : null) ?? store.defaultLanguage);
  const brand = brandIn(store, loc.language);
  const email = renderRefundNoticeEmail({
    loc,
    brand,
    customerName: snapshot.success ? snapshot.data.customer.firstName.trim() || null : null,
    rows: snapshot.success ? orderRows(snapshot.data, loc) : [],
    refundedAmount: refundedAmount(refund, loc.intl),
    reason: intent.lastError,
    refundedOn: formatShortDate(intent.refundedAt ?? intent.updatedAt, loc.intl),
  });
  return { send: { to, fromName: brand.name, ...email } };
}
