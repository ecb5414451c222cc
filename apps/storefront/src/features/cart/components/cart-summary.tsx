import { Link } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { formatMoney } from '@giftfront/domain/money';
import { ButtonLink } from '@/components/button';
import { PriceText } from '@/components/price-text';
import { withEmbed } from '@/lib/embed-mode';
import type { CartTexts } from '../cart-texts';

/**
 * The cart page's summary: subtotal, tax and total before shipping and fees (SPEC §9: tax is
 * zero per item for now, so it is left to checkout), the note, Checkout and Continue Shopping.
 */
export function CartSummary({ texts, totalMinor, currencyCode, embedded }: { texts: CartTexts; totalMinor: number; currencyCode: string; embedded: boolean }) {
  const subtotal = formatMoney(totalMinor, currencyCode);
  return (
    <section aria-labelledby="cart-summary-title" data-testid="cart-summary" className="rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200 sm:p-6">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-gray-900">
        Order summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-gray-600">{texts.subtotal}</dt>
          <dd>
            <PriceText testId="cart-subtotal" text={subtotal} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-gray-600">{texts.tax}</dt>
          <dd className="text-gray-600">Calculated at checkout</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-gray-200 pt-4 text-base">
          <dt className="font-semibold text-gray-900">{texts.total}</dt>
          <dd>
            <PriceText testId="cart-total" weight="bold" className="text-lg" text={subtotal} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-gray-600" data-testid="cart-note">
        {texts.note}
      </p>
      <ButtonLink to={withEmbed('/checkout', embedded)} size="lg" fullWidth className="mt-6" data-testid="cart-checkout">
        <Lock aria-hidden="true" className="size-4" />
        {texts.checkoutButton}
      </ButtonLink>
      <Link
        to={withEmbed('/', embedded)}
        data-testid="cart-continue"
        className="mt-4 flex items-center justify-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-primary-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.continueShopping}
      </Link>
    </section>
  );
}
