import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { CheckoutPricing } from '@giftfront/domain/checkout-pricing';
import { formatWithSimpleSymbol, type MinorUnits, minorUnits } from '@giftfront/domain/money';
import { formatMoney } from '@/lib/money-format';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { maskGiftCardCode } from '@giftfront/domain/gift-card-code';
import type { DiscountCode } from '@giftfront/domain/discount';

function Row({ label, value, testId, tone }: { label: ReactNode; value: string; testId: string; tone?: 'saving' }) {
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt className="text-gray-600">{label}</dt>
      <dd
        className={clsx('font-medium tabular-nums', tone === 'saving' ? 'text-emerald-700' : 'text-gray-900')}
        data-testid={`${testId}-value`}
      >
        {value}
      </dd>
    </div>
  );
}

export interface SummaryTotalsProps {
  pricing: CheckoutPricing;
  discounts: readonly DiscountCode[];
  giftCards: readonly GiftCardLookup[];
  /** The shipping row: shown when shipping applies; null before a physical option is chosen. */
  shipping: { shown: boolean; chosen: boolean };
  taxIncluded: boolean;
}

/** product §2/§9: subtotal, discount, fees (with the $/€/£ rule), shipping, tax unless included, gift cards, total. */
export function SummaryTotals({ pricing, discounts, giftCards, shipping, taxIncluded }: SummaryTotalsProps) {
  const { currency, totals } = pricing;
  const money = (minor: MinorUnits) => formatMoney(minor, currency);
  const minus = (minor: number) => `−${money(minorUnits(minor))}`;
  const { t } = useLingui();
  return (
    <div data-testid="summary-totals">
      <dl className="space-y-2.5 text-sm">
        <Row label={t`Subtotal`} value={money(totals.subtotal)} testId="total-subtotal" />
        {totals.discount > 0 && (
          <Row
            label={t`Discount (${discounts.map((d) => d.code).join(', ')})`}
            value={minus(totals.discount)}
            testId="total-discount"
            tone="saving"
          />
        )}
        {pricing.fees.map((fee) => (
          <Row
            key={fee.id}
            label={fee.percentage !== null ? `${fee.name} (${fee.percentage}%)` : fee.name}
            value={formatWithSimpleSymbol(fee.amountMinor, currency)}
            testId="total-fee"
          />
        ))}
        {shipping.shown && (
          <Row
            label={t`Shipping`}
            value={!shipping.chosen ? t`Choose a method` : totals.shipping > 0 ? money(totals.shipping) : t`Free`}
            testId="total-shipping"
          />
        )}
        {!taxIncluded && <Row label={t`Tax`} value={money(totals.tax)} testId="total-tax" />}
        {pricing.giftCards
          .filter((paid) => paid.amountMinor > 0)
          .map((paid) => {
            const card = giftCards.find((c) => c.id === paid.giftCardId);
            return (
              <Row
                key={paid.giftCardId}
                label={t`Gift card ${card ? maskGiftCardCode(card.code) : ''}`}
                value={minus(paid.amountMinor)}
                testId="total-gift-card"
                tone="saving"
              />
            );
          })}
      </dl>
      <div
        className="mt-4 flex items-baseline justify-between gap-4 border-t border-gray-200 pt-4"
        data-testid="total-due"
      >
        <span className="text-base font-semibold text-gray-900">
          <Trans>Total</Trans>
        </span>
        <span className="flex items-baseline gap-2">
          <span className="text-xs font-medium text-gray-500">{currency}</span>
          <span className="text-2xl font-bold tracking-tight text-gray-900 tabular-nums" data-testid="total-due-value">
            {money(totals.total)}
          </span>
        </span>
      </div>
    </div>
  );
}
