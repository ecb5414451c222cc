import { useId } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import { formatMoney } from '@/lib/money-format';
import { PriceText } from '@/components/price-text';
import { QuantityStepper } from '@/components/quantity-stepper';
import { cartLineTotalMinor } from '@/entities/cart/cart-operations';
import { quantityCapText, type QuantityCap } from '@/entities/cart/quantity-caps';
import { CartLineGift } from './cart-line-gift';
import { CartLineImage, CartLineName, CartLineOptions } from './cart-line-parts';
import { RemoveLineButton } from './remove-line-button';
import { useLingui } from '@lingui/react/macro';

/**
 * product §2 cart page line: thumbnail, name link, denomination, line price, quantity (min 1), remove.
 * The quantity stops at the line's cap, when the live catalogue gave one, and says why there.
 */
export function CartPageLine({
  item,
  currencyCode,
  embedded,
  cap,
  onQuantityChange,
  onRemove,
}: {
  item: CartItem;
  currencyCode: string;
  embedded: boolean;
  cap?: QuantityCap;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const capHintId = useId();
  const { t } = useLingui();
  const productName = item.product.name;
  const atCap = cap !== undefined && item.quantity >= cap.max;
  const unitPrice = formatMoney(item.options.denomination.price, currencyCode);
  return (
    <li
      data-testid="cart-line"
      data-item-id={item.id}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-4 py-6 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6"
    >
      <CartLineImage item={item} className="w-full self-start sm:row-span-3" />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <CartLineName item={item} embedded={embedded} className="line-clamp-3 text-base sm:line-clamp-none" />
          <CartLineOptions item={item} />
        </div>
        <div className="shrink-0 sm:text-end">
          <PriceText
            testId="line-price"
            className="text-base"
            text={formatMoney(cartLineTotalMinor(item), currencyCode)}
          />
          {item.quantity > 1 && (
            <p className="text-sm text-gray-500" data-testid="line-unit-price">
              {unitPrice} each
            </p>
          )}
        </div>
      </div>
      <div className={item.options.giftDetails ? 'col-span-2 sm:col-span-1 sm:col-start-2' : 'col-start-2'}>
        <CartLineGift item={item} />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-2">
        <div>
          <QuantityStepper
            value={item.quantity}
            onChange={onQuantityChange}
            max={cap?.max}
            describedBy={capHintId}
            label={t`Quantity of ${productName}`}
            size="sm"
            testId="line-quantity"
          />
          {/* Always in the page, so reaching the cap is announced. */}
          <p
            id={capHintId}
            aria-live="polite"
            className="mt-1 text-xs font-medium text-amber-800 empty:mt-0"
            data-testid="line-quantity-cap"
          >
            {atCap ? quantityCapText(cap) : ''}
          </p>
        </div>
        <RemoveLineButton productName={item.product.name} onRemove={onRemove} withText />
      </div>
    </li>
  );
}
