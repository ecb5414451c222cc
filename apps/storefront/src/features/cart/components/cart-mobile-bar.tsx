import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { PriceText } from '@/components/price-text';
import { withEmbed } from '@/lib/embed-mode';

/** On a phone the total and the way to checkout stay in reach at the bottom, however long the cart. */
export function CartMobileBar({
  label,
  totalText,
  checkoutLabel,
  embedded,
}: {
  label: string;
  totalText: string;
  checkoutLabel: string;
  embedded: boolean;
}) {
  return (
    <div
      data-testid="cart-mobile-bar"
      data-mobile-buy-bar
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.15)] backdrop-blur md:hidden"
    >
      <p className="text-sm text-gray-600">
        {label} <PriceText testId="cart-mobile-total" className="block text-base" text={totalText} />
      </p>
      <ButtonLink to={withEmbed('/checkout', embedded)} className="flex-1" data-testid="cart-mobile-checkout">
        <Lock aria-hidden="true" className="size-4" />
        {checkoutLabel}
      </ButtonLink>
    </div>
  );
}
