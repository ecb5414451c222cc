import type { MinorUnits } from '@giftfront/domain/money';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { formatDateTimeIn } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { DetailSection, Facts } from './detail-section';

// Stripe's spelling of a brand, as a person writes it.
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The charge at the provider, what went back, each refund and any dispute. */
export function OrderPayment({ order }: { order: OrderDetailInside }) {
  const money = (minor: MinorUnits) => formatAmount(minor, order.currency);
  const { payment } = order;
  const card = [
    payment.cardBrand && (BRANDS[payment.cardBrand] ?? payment.cardBrand),
    payment.cardLast4 && `ending ${payment.cardLast4}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DetailSection title="Payment" testId="order-payment">
      <Facts
        rows={[
          ['Provider', payment.provider === 'sandbox' ? 'Sandbox' : 'Stripe'],
          [
            'Payment',
            <span key="intent" className="font-mono text-xs break-all">
              {payment.intentId}
            </span>,
          ],
          ...(card ? [['Card', card] as [string, string]] : []),
          ['Captured', money(payment.captured)],
          ['Refunded', money(payment.refunded)],
        ]}
      />
      {order.dispute && (
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          Disputed on {formatDateTimeIn(order.dispute.at, order.timeZone)}: {order.dispute.reason}
        </p>
      )}
      {order.refunds.length > 0 && (
        <ul
          className="mt-3 space-y-2 border-t border-zinc-100 pt-3 text-sm"
          aria-label="Refunds"
          data-testid="order-refunds"
        >
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <span className="font-medium">{money(refund.amount)}</span> refunded{' '}
              {refund.source === 'store-credit' ? 'as store credit ' : ''}
              {refund.source === 'provider' ? 'at Stripe' : `by ${refund.by ?? 'an owner'}`} on{' '}
              {formatDateTimeIn(refund.at, order.timeZone)}: {refund.reason}
              {refund.loss > 0 && <span className="block text-zinc-600">Loss recorded: {money(refund.loss)}</span>}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
