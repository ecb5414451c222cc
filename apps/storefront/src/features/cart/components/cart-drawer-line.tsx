import type { CartItem } from '@giftfront/domain/cart';
import { formatMoney } from '@/lib/money-format';
import { PriceText } from '@/components/price-text';
import { cartLineTotalMinor } from '@/entities/cart/cart-operations';
import { CartLineGift } from './cart-line-gift';
import { CartLineImage, CartLineName, CartLineOptions } from './cart-line-parts';
import { RemoveLineButton } from './remove-line-button';
import { Trans } from '@lingui/react/macro';

/** product §2 drawer line: image, name link, package option, denomination, gift details, line price, remove. */
export function CartDrawerLine({
  item,
  currencyCode,
  embedded,
  onRemove,
  onNavigate,
}: {
  item: CartItem;
  currencyCode: string;
  embedded: boolean;
  onRemove: () => void;
  onNavigate: () => void;
}) {
  return (
    <li
      data-testid="cart-line"
      data-item-id={item.id}
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 first:pt-0 last:pb-0"
    >
      <CartLineImage item={item} className="w-full self-start" />
      <div className="flex min-w-0 items-start gap-2">
        <div className="min-w-0 flex-1">
          <CartLineName item={item} embedded={embedded} onNavigate={onNavigate} className="line-clamp-2 text-sm" />
          <CartLineOptions item={item} />
        </div>
        <RemoveLineButton productName={item.product.name} onRemove={onRemove} />
      </div>
      {/* Gift details need the whole width; a 'Send as gift' button sits under the name. */}
      <div className={item.options.giftDetails ? 'col-span-2' : 'col-start-2 -mt-1'}>
        <CartLineGift item={item} />
      </div>
      <div className="col-start-2 flex items-center justify-between gap-3 text-sm">
        <span className="text-gray-600" data-testid="line-qty">
          <Trans>Qty {item.quantity}</Trans>
        </span>
        <PriceText testId="line-price" text={formatMoney(cartLineTotalMinor(item), currencyCode)} />
      </div>
    </li>
  );
}
