import { type MinorUnits, minorUnits } from '@giftfront/domain/money';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderResult } from '@giftfront/domain/order';
import { formatMoney, formatMoneyWithCode } from '@/lib/money-format';

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

interface TotalRow {
  label: string;
  amount: number;
  /** Taken off the total (a discount, gift cards): shown as a saving. */
  saving?: boolean;
  testId?: string;
}

/**
 * The fees as the receipt lists them (decision 0250): each by its name in the order's language, as
 * the server sends them; one 'Fees' row for an order priced before its fees were kept by name.
 */
const feeRows = (order: Order, fees: string): TotalRow[] =>
  order.fees?.length
    ? order.fees.map((fee) => ({ label: fee.name, amount: fee.amount, testId: 'order-fee' }))
    : [{ label: fees, amount: order.totals.fees, testId: 'order-fee' }];

/** product §2: the paid total with its currency and the receipt email; the totals behind it; what is left on each gift card that paid. */
export function OrderFacts({ order }: { order: Order }) {
  const currency = order.payment.currency;
  const money = (minor: MinorUnits) => formatMoney(minor, currency);
  const { totals } = order;
  const { t } = useLingui();
  // product §9's order of totals; the subtotal always shows, any other row only when it is not nothing.
  const rows: TotalRow[] = [
    { label: t`Subtotal`, amount: totals.subtotal },
    ...[
      { label: t`Discount`, amount: totals.discount, saving: true },
      ...feeRows(order, t`Fees`),
      { label: t`Shipping`, amount: totals.shipping },
      { label: t`Tax`, amount: totals.tax },
      { label: t`Gift cards`, amount: totals.giftCards, saving: true },
    ].filter((row) => row.amount > 0),
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
        <Fact label={t`Paid`} value={formatMoneyWithCode(totals.total, currency)} testId="order-paid-total" />
        <Fact label={t`Receipt sent to`} value={order.customer.email} testId="order-receipt-email" />
      </dl>
      <dl className="mt-5 space-y-1.5 border-t border-gray-100 pt-4 text-sm">
        {rows.map(({ label, amount, saving, testId }, i) => (
          // A merchant may name a fee as another row is named: its place keeps the key unique.
          <div key={i} className="flex justify-between gap-4" data-testid={testId}>
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
