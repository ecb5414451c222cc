import { ShoppingBag } from 'lucide-react';
import { useShopActions } from '@/entities/cart/shop-actions';
import { useCartCount } from '@/entities/cart/use-cart-count';
import { useStoreSettings } from '@/entities/store/store-settings';
import { preloadCartDrawer } from '../shop-overlays';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** product §2 Header: the cart button with the total item count. */
export function CartButton() {
  const { openCart } = useShopActions();
  const count = useCartCount();
  const { t } = useLingui();
  const { currencyCode } = useStoreSettings();
  const preload = () => preloadCartDrawer(currencyCode);
  return (
    <button
      type="button"
      onClick={openCart}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      data-testid="cart-button"
      aria-label={t`Shopping cart, ${plural(count, { one: '# item', other: '# items' })}`}
      className="relative flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 hover:text-gray-900"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute top-0.5 end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-contrast ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
