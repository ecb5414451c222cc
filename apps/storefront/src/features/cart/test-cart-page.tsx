import { render } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { z } from 'zod';
import { productListCodec, type Product } from '@giftfront/domain/product';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { CartProvider } from '@/entities/cart/cart-context';
import type { CartStore } from '@/entities/cart/cart-store';
import { ShopActionsContext, type ShopActions } from '@/entities/cart/shop-actions';
import { productsQueryKey } from '@/entities/product/products-api';
import { StoreSettingsProvider } from '@/entities/store/store-settings';
import { CartPage } from './cart-page';

/** Test helpers: /cart over a given cart store, with GET /api/Store/Products answered when the test says. */
const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Lantern Lane' } });

// The lines' 'Send as gift' buttons need the shop's actions; no test here opens the dialog.
const shop: ShopActions = {
  addToCart: vi.fn(),
  buyNow: vi.fn(),
  sendAsGift: vi.fn(),
  openGiftDetails: vi.fn(),
  openCart: vi.fn(),
};

/** `cached`: a catalogue answer already in the query cache, as a listing leaves it. */
export function renderCartPage(store: CartStore, cached?: Product[]): QueryClient {
  const queries = new QueryClient({ retry: false });
  if (cached) queries.setQueryData(productsQueryKey(''), cached);
  render(
    <QueryClientProvider client={queries}>
      <StoreSettingsProvider settings={settings}>
        <CartProvider store={store} currencyCode="USD">
          <ShopActionsContext.Provider value={shop}>
            <MemoryRouter initialEntries={['/cart']}>
              <CartPage />
            </MemoryRouter>
          </ShopActionsContext.Provider>
        </CartProvider>
      </StoreSettingsProvider>
    </QueryClientProvider>,
  );
  return queries;
}

/** Stubs fetch: the catalogue call waits until the returned function answers it; any other call fails. */
export function stubPendingCatalogue(): (response: Response) => void {
  let answer: (response: Response) => void = () => {
    throw new Error('the catalogue was not asked for');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (!url.startsWith('/api/Store/Products')) return Promise.reject(new Error(`unexpected call ${url}`));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }),
  );
  return (response) => answer(response);
}

/** The catalogue answer as the API sends it: prices encoded to the API's decimals. */
export const catalogue = (products: Product[]) =>
  new Response(JSON.stringify(z.encode(productListCodec('USD'), products)), {
    headers: { 'content-type': 'application/json' },
  });
export const failedCatalogue = () =>
  new Response(JSON.stringify({ message: 'Boom' }), { status: 500, headers: { 'content-type': 'application/json' } });
