import type { ReactNode } from 'react';
import { ShopActionsProvider } from '@/app/shop-actions-provider';
import { CartProvider } from '@/entities/cart/cart-context';
import { useStoreSettings } from '@/entities/store/store-settings';
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
