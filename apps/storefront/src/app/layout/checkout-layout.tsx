import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, Outlet } from '@/lib/router';
import { ArrowLeft, Lock } from 'lucide-react';
import { SkipLink } from '@/components/skip-link';
import { Spinner } from '@/components/spinner';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import { useStoreSettings } from '@/entities/store/store-settings';
import { StoreBrand } from '../store-states/store-brand';
import { CheckoutProgress, type CheckoutStep } from './checkout-progress';
import { SiteFooter } from './site-footer';

/**
 * The frame of checkout and confirmation (product §2 Checkout): the store's logo or name linking
 * home, the progress trail, and 'Back to cart' on small screens; no shop navigation to leave by.
 */
export function CheckoutLayout({ step }: { step: CheckoutStep }) {
  const { company } = useStoreSettings();
  const embedded = useEmbedMode();
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <SkipLink />
      <header data-testid="checkout-header" className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 pt-3 sm:px-6 md:h-18 md:flex-nowrap md:pt-0 lg:px-8">
          <StoreBrand company={company} to={withEmbed('/', embedded)} />
          <div className="order-last -mx-4 mt-3 w-[calc(100%+2rem)] border-t border-gray-100 px-4 py-2.5 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 md:order-none md:mx-0 md:mt-0 md:ms-auto md:w-auto md:border-0 md:p-0">
            <CheckoutProgress current={step} embedded={embedded} />
          </div>
          <span className="ms-auto hidden items-center gap-1.5 text-xs font-medium text-gray-500 sm:flex md:ms-6">
            <Lock aria-hidden="true" className="size-3.5" />
            <Trans>Secure checkout</Trans>
          </span>
          {step === 'checkout' && (
            <Link
              to={withEmbed('/cart', embedded)}
              className="ms-auto inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-ink sm:ms-4 md:hidden"
              data-testid="back-to-cart"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <Trans>Back to cart</Trans>
            </Link>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
