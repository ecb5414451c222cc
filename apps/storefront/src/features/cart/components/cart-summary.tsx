import { Link } from '@/lib/router';
import { ArrowLeft, Lock } from 'lucide-react';
import type { CheckoutPricing } from '@giftfront/domain/checkout-pricing';
import { formatWithSimpleSymbol, type MinorUnits } from '@giftfront/domain/money';
import { formatMoney } from '@/lib/money-format';
import { ButtonLink } from '@/components/button';
import { PriceText } from '@/components/price-text';
import { withEmbed } from '@/lib/embed-mode';
import type { CartTexts } from '../cart-texts';
import { Trans } from '@lingui/react/macro';

/**
 * The cart page's summary: subtotal, the store's fees and tax as checkout will charge them (the
 * same pricing), and the estimated total (shipping is chosen at checkout); the note, Checkout and
 * Continue Shopping.
 */
export function CartSummary({
  texts,
  pricing,
  taxIncluded,
  embedded,
}: {
  texts: CartTexts;
  pricing: CheckoutPricing;
  taxIncluded: boolean;
  embedded: boolean;
}) {
  const { currency, totals } = pricing;
  const money = (minor: MinorUnits) => formatMoney(minor, currency);
  return (
    <section
      aria-labelledby="cart-summary-title"
      data-testid="cart-summary"
      className="rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold text-gray-900">
        <Trans>Order summary</Trans>
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-gray-600">{texts.subtotal}</dt>
          <dd>
            <PriceText testId="cart-subtotal" text={money(totals.subtotal)} />
          </dd>
        </div>
        {pricing.fees.map((fee) => (
          <div key={fee.id} className="flex items-center justify-between gap-4" data-testid="cart-fee">
            <dt className="text-gray-600">{fee.percentage !== null ? `${fee.name} (${fee.percentage}%)` : fee.name}</dt>
            <dd>
              <PriceText text={formatWithSimpleSymbol(fee.amountMinor, currency)} />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4">
          <dt className="text-gray-600">{texts.tax}</dt>
          <dd className="text-gray-600" data-testid="cart-tax">
            {taxIncluded ? <Trans>Included</Trans> : money(totals.tax)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-gray-200 pt-4 text-base">
          <dt className="font-semibold text-gray-900" data-testid="cart-total-label">
            {texts.estimatedTotal}
          </dt>
          <dd>
            <PriceText testId="cart-total" weight="bold" className="text-lg" text={money(totals.total)} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-gray-600" data-testid="cart-note">
        {texts.note}
      </p>
      <ButtonLink
        to={withEmbed('/checkout', embedded)}
        size="lg"
        fullWidth
        className="mt-6"
        data-testid="cart-checkout"
      >
        <Lock aria-hidden="true" className="size-4" />
        {texts.checkoutButton}
      </ButtonLink>
      <Link
        to={withEmbed('/', embedded)}
        data-testid="cart-continue"
        className="mt-4 flex items-center justify-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-primary-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {texts.continueShopping}
      </Link>
    </section>
  );
}
