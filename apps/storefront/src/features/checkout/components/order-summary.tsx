import { type MinorUnits, minorUnits } from '@giftfront/domain/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import clsx from 'clsx';
import { ChevronDown, ShoppingBag } from 'lucide-react';
import type { CartItem } from '@giftfront/domain/cart';
import { formatMoney } from '@/lib/money-format';
import type { Promos } from '../promo/use-promos';
import { AppliedPromos } from './applied-promos';
import { BonusNote } from './bonus-note';
import { PromoInput } from './promo-input';
import { SummaryItem } from './summary-item';
import { SummaryTotals, type SummaryTotalsProps } from './summary-totals';

export interface OrderSummaryProps extends Omit<SummaryTotalsProps, 'discounts' | 'giftCards'> {
  items: readonly CartItem[];
  promos: Promos;
  cartQuantity: number;
  onEditGift?: (itemId: string) => void;
  className?: string;
}

/**
 * product §2: the order summary, collapsible on small screens (its toggle shows the total), always
 * open beside the form on large ones.
 */
export function OrderSummary({ items, promos, cartQuantity, onEditGift, className, ...totals }: OrderSummaryProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { currency } = totals.pricing;
  const lineTotal = (item: CartItem) =>
    formatMoney(minorUnits(item.options.denomination.price * item.quantity), currency);
  const formatPrice = (minor: MinorUnits) => formatMoney(minor, currency);
  // A postal method posts every card of the order (one method per order).
  const option = totals.pricing.shippingOption;
  const byPost = option?.deliveryMethod === 'Postal' ? option.name : null;
  return (
    <div className={className} data-testid="order-summary">
      <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xs lg:sticky lg:top-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 bg-gray-50 px-5 py-4 text-start lg:hidden"
          data-testid="summary-toggle"
        >
          <span className="flex items-center gap-2 text-sm font-semibold text-primary-ink">
            <ShoppingBag aria-hidden="true" className="size-5" />
            {open ? <Trans>Hide order summary</Trans> : <Trans>Show order summary</Trans>}
            <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
          </span>
          <span className="text-base font-bold text-gray-900 tabular-nums">
            {formatMoney(totals.pricing.totals.total, currency)}
          </span>
        </button>
        <div
          id={contentId}
          className={clsx('p-5 sm:p-6 lg:block', open ? 'block' : 'hidden')}
          data-testid="summary-content"
        >
          <h2 className="text-lg font-semibold tracking-tight text-gray-900">
            <Trans>Order summary</Trans>
          </h2>
          <ul className="mt-1 divide-y divide-gray-100" aria-label={t`Items`}>
            {items.map((item) => (
              <SummaryItem
                key={item.id}
                item={item}
                lineTotal={lineTotal(item)}
                onEditGift={onEditGift}
                byPost={byPost}
              />
            ))}
          </ul>
          <div className="border-y border-gray-100 py-4">
            <PromoInput
              promos={promos}
              cartQuantity={cartQuantity}
              cartProductIds={items.map((item) => item.product.id)}
              currency={currency}
            />
            <AppliedPromos promos={promos} formatPrice={formatPrice} />
          </div>
          <div className="pt-4">
            <SummaryTotals discounts={promos.discounts} giftCards={promos.giftCards} {...totals} />
            <BonusNote items={items} currency={currency} />
          </div>
        </div>
      </div>
    </div>
  );
}
