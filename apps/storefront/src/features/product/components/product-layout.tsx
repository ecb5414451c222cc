import type { ReactNode } from 'react';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { PurchaseOptions } from '../use-purchase-options';
import { PriceText } from '@/components/price-text';
import { Trans } from '@lingui/react/macro';

/**
 * The frame of a product page: an optional line above (back link), the media beside the buying
 * column (stacked on small screens), a section below (You may also like) and the mobile bar.
 */
export function ProductLayout({
  testId,
  top,
  media,
  children,
  bottom,
  bar,
}: {
  testId: string;
  top?: ReactNode;
  media: ReactNode;
  children: ReactNode;
  bottom?: ReactNode;
  bar: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-8" data-testid={testId}>
      {top && <div className="mb-6 empty:hidden">{top}</div>}
      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">{media}</div>
        <div className="min-w-0 space-y-7">{children}</div>
      </div>
      {bottom && <div className="mt-16 empty:hidden">{bottom}</div>}
      {bar}
    </div>
  );
}

/** The quantity stepper with the line total beside it. */
export function QuantityAndTotal({ options, totalText }: { options: PurchaseOptions; totalText: string | null }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <QuantityStepper value={options.quantity} onChange={options.setQuantity} max={options.maxQuantity} showLabel />
      {totalText && (
        <p className="text-end text-sm text-gray-600">
          <Trans>Total</Trans>
          <PriceText testId="total" weight="bold" className="block text-xl" text={totalText} />
        </p>
      )}
    </div>
  );
}
