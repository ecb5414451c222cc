import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { PublicStoreSettings } from '@giftfront/domain/branding';
import type { Product } from '@giftfront/domain/product';
import { CartProvider } from '@/entities/cart/cart-context';
import type { CartStore } from '@/entities/cart/cart-store';
import { PageProductsProvider } from '@/entities/product/page-products';
import { StoreSettingsProvider } from '@/entities/store/store-settings';
import { MemoryRouter } from '@/lib/router';

export interface StorefrontRenderOptions {
  /** The store's settings, as the page carries them. */
  settings: PublicStoreSettings;
  /** The cart, when the screen reads it; its currency is the settings' unless told. */
  cart?: CartStore;
  currencyCode?: string | null;
  /** The address the screen is rendered at, when it reads the router; without it, no router. */
  path?: string;
  /** The products the page carries (app/page-data.tsx); without them they are asked for. */
  pageProducts?: Product[];
}

/**
 * The storefront's one test render (issue 27): `ui` inside the providers the app gives it (the
 * page's products, the store's settings, the cart and the router, each only when the test needs it),
 * in the order app.tsx nests them.
 */
export function renderStorefront(
  ui: ReactNode,
  { settings, cart, currencyCode, path, pageProducts }: StorefrontRenderOptions,
) {
  const routed = path === undefined ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  const withCart = cart ? (
    <CartProvider store={cart} currencyCode={currencyCode}>
      {routed}
    </CartProvider>
  ) : (
    routed
  );
  return render(
    <PageProductsProvider products={pageProducts ?? null}>
      <StoreSettingsProvider settings={settings}>{withCart}</StoreSettingsProvider>
    </PageProductsProvider>,
  );
}
