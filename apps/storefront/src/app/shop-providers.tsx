import type { ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/cart-context';
import { useStoreSettings } from '@/lib/store-settings';
import { ShopActionsProvider } from '@/features/cart/shop-actions-provider';

export function ShopProviders({ children }: { children: ReactNode }) {
  const { currencyCode } = useStoreSettings();
  return (
    <CartProvider currencyCode={currencyCode}>
      <ShopActionsProvider>{children}</ShopActionsProvider>
    </CartProvider>
  );
}
