import type { ReactNode } from 'react';
import { ShopActionsProvider } from '@/features/cart/shop-actions-provider';
import { CartProvider } from '@/lib/cart/cart-context';
import { useStoreSettings } from '@/lib/store-settings';
import { ShopOverlays } from './shop-overlays';

/** The cart in the store's currency, the shop actions behind the product pages, the drawer and gift dialog. */
export function ShopProviders({ children }: { children: ReactNode }) {
  const { currencyCode } = useStoreSettings();
  return (
    <CartProvider currencyCode={currencyCode}>
      <ShopActionsProvider>
        {children}
        <ShopOverlays />
      </ShopActionsProvider>
    </CartProvider>
  );
}
