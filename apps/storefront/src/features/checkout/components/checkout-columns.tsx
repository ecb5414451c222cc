import { Trans } from '@lingui/react/macro';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Where the summary stands: beside the form and payment from 1024 px; on a phone between the form
 * and the payment, so its fees, total and code field come before Pay (folded to one line there).
 */
export const SUMMARY_PLACE = 'lg:col-start-2 lg:row-span-2 lg:row-start-1';

/**
 * The checkout's frame: the heading and form, the summary (placed by SUMMARY_PLACE), then the
 * payment, in that order for the keyboard and a phone. The form and its skeleton share it, so the
 * skeleton's parts stand where the form's will.
 */
export function CheckoutColumns({
  children,
  summary,
  payment,
  ...attributes
}: { children: ReactNode; summary: ReactNode; payment: ReactNode } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'className'
>) {
  return (
    <div
      {...attributes}
      className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:px-8 lg:py-10"
    >
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          <Trans>Checkout</Trans>
        </h1>
        {children}
      </div>
      {summary}
      <div className="min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">{payment}</div>
    </div>
  );
}
