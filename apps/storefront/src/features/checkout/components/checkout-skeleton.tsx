import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { CART_SHOWS_ATTRIBUTE, type CartHint } from '@giftfront/domain/cart-hint';
import type { CheckoutText } from '../checkout-text';
import { CheckoutColumns, SUMMARY_PLACE } from './checkout-columns';
import { CheckoutSection } from './checkout-section';
import { useEmailHint } from './your-details-section';
import { EmptyCheckout } from './empty-checkout';

const shownFor = (hint: CartHint) => ({ [CART_SHOWS_ATTRIBUTE]: hint });

function Placeholder({ className }: { className: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-xl bg-gray-100', className)} />;
}

function FieldPlaceholder({ label, hint, className }: { label: string; hint?: string; className?: string }) {
  return (
    <div className={className}>
      <span className="mb-1.5 block text-sm font-medium text-gray-800">{label}</span>
      <div aria-hidden="true" className="h-12 rounded-xl border border-gray-200 bg-gray-50" />
      {hint && <p className="mt-1.5 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

/** The payment section until its form is rendered. */
export function PaymentPlaceholder({ text }: { text: CheckoutText }) {
  return (
    <CheckoutSection title={text.paymentTitle}>
      <Placeholder className="h-40" />
    </CheckoutSection>
  );
}

/** The order summary until it is rendered: one folded line on a phone, the box beside the form from 1024 px. */
export function SummaryPlaceholder() {
  return (
    <div className={SUMMARY_PLACE}>
      <Placeholder className="h-14 lg:hidden" />
      <div className="hidden rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6 lg:block">
        <h2 className="text-lg font-semibold tracking-tight text-gray-900">
          <Trans>Order summary</Trans>
        </h2>
        <Placeholder className="mt-4 h-16" />
        <Placeholder className="mt-4 h-24" />
      </div>
    </div>
  );
}

/** The delivery section until its choices are rendered. */
export function DeliveryPlaceholder({ text }: { text: CheckoutText }) {
  return (
    <CheckoutSection title={text.deliveryTitle}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Placeholder className="h-18" />
        <Placeholder className="h-18" />
      </div>
    </CheckoutSection>
  );
}

/**
 * The checkout before the browser has read the cart: the server's markup and the browser's first
 * render. Its frame, headings and fields stand where the form will, so the page paints before
 * its scripts run and nothing moves when the form replaces it. Which parts show is decided by the
 * cart hint (domain cart-hint.ts) before the first paint: the empty state, the form, the delivery
 * section (`shipping`: the store ships somewhere) only for a cart that can be shipped.
 */
export function CheckoutSkeleton({ text, shipping }: { text: CheckoutText; shipping: boolean }) {
  const emailHint = useEmailHint();
  return (
    <>
      <div {...shownFor('empty')}>
        <EmptyCheckout />
      </div>
      <CheckoutColumns
        {...shownFor('items')}
        aria-busy="true"
        data-testid="checkout-skeleton"
        payment={<PaymentPlaceholder text={text} />}
        summary={<SummaryPlaceholder />}
      >
        <p role="status" className="sr-only">
          <Trans>Loading your cart…</Trans>
        </p>
        <CheckoutSection title={text.yourDetailsTitle}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldPlaceholder label={text.firstNameLabel} />
            <FieldPlaceholder label={text.lastNameLabel} />
            <FieldPlaceholder label={text.emailLabel} hint={emailHint} className="sm:col-span-2" />
          </div>
          <div className="mt-4 flex items-start gap-3 text-sm text-gray-700">
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border border-gray-300 bg-gray-50" />
            <span>{text.marketingOptInLabel}</span>
          </div>
        </CheckoutSection>
        {shipping && (
          <div {...shownFor('shippable')}>
            <DeliveryPlaceholder text={text} />
          </div>
        )}
      </CheckoutColumns>
    </>
  );
}
