import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { buttonClasses } from '@/components/button';
import { PriceText } from '@/components/price-text';

/**
 * On a phone the total and Pay stay in reach at the bottom; the button submits the payment form
 * (the same checks and payment as its own button). The page gets bottom padding while the bar is
 * shown (index.css, data-mobile-buy-bar) so it never covers a field or an error.
 */
export function CheckoutMobileBar({
  totalText,
  payLabel,
  formId,
}: {
  totalText: string;
  payLabel: string;
  formId: string;
}) {
  const { t } = useLingui();
  return (
    <div
      data-testid="checkout-mobile-bar"
      data-mobile-buy-bar
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.15)] backdrop-blur md:hidden"
    >
      <p className="text-sm text-gray-600">
        <Trans>Total</Trans> <PriceText testId="checkout-mobile-total" className="block text-base" text={totalText} />
      </p>
      <button
        type="submit"
        form={formId}
        className={buttonClasses({ className: 'flex-1' })}
        data-testid="checkout-mobile-pay"
        aria-label={t`${payLabel}, ${totalText}`}
      >
        <Lock aria-hidden="true" className="size-4" />
        {payLabel}
      </button>
    </div>
  );
}
