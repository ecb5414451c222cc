import { type MinorUnits, minorUnits } from '@giftfront/domain/money';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderResult } from '@giftfront/domain/order';
import { formatMoney } from '@/lib/money-format';

type Order = OrderResult['order'];

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 truncate text-sm font-semibold text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** product §2: the paid total with its currency and the receipt email; the totals behind it; what is left on each gift card that paid. */
export function OrderFacts({ order }: { order: Order }) {
  const currency = order.payment.currency;
  const money = (minor: MinorUnits) => formatMoney(minor, currency);
  const { totals } = order;
  const { t } = useLingui();
  const rows: [string, number, boolean][] = [
    [t`Subtotal`, totals.subtotal, false],
    [t`Discount`, totals.discount, true],
    [t`Fees`, totals.fees, false],
    [t`Shipping`, totals.shipping, false],
    [t`Tax`, totals.tax, false],
    [t`Gift cards`, totals.giftCards, true],
  ];
  return (
    <section
      aria-labelledby="order-facts-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6"
      data-testid="order-facts"
    >
      <h2 id="order-facts-title" className="sr-only">
        <Trans>Payment</Trans>
      </h2>
      {/* The order number above is the one identifier the shopper sees; the order's UUID stays internal. */}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t`Paid`} value={`${money(totals.total)} ${currency}`} testId="order-paid-total" />
        <Fact label={t`Receipt sent to`} value={order.customer.email} testId="order-receipt-email" />
      </dl>
      <dl className="mt-5 space-y-1.5 border-t border-gray-100 pt-4 text-sm">
        {rows
          .filter(([, amount], i) => i === 0 || amount > 0)
          .map(([label, amount, saving]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-gray-600">{label}</dt>
              <dd className={saving ? 'text-emerald-700 tabular-nums' : 'text-gray-900 tabular-nums'}>
                {saving ? `−${money(minorUnits(amount))}` : money(minorUnits(amount))}
              </dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t border-gray-100 pt-2 font-semibold text-gray-900">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">{money(totals.total)}</dd>
        </div>
      </dl>
      {(order.giftCardPayments ?? []).length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-gray-700" data-testid="gift-card-balances">
          {order.giftCardPayments!.map((paid) => (
            <li key={paid.codeEnding}>
              <Trans>
                Gift card ending {paid.codeEnding} paid {money(paid.amount)};{' '}
                <strong className="font-semibold text-gray-900">{money(paid.balance)}</strong> is left on it.
              </Trans>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
