import { vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { z } from 'zod';
import { productListCodec, type Product } from '@giftfront/domain/product';
import type { CartStore } from '@/entities/cart/cart-store';
import { ShopActionsContext, type ShopActions } from '@/entities/cart/shop-actions';
import { CartPage } from './cart-page';
import { renderStorefront } from '@/test/render';

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

/** `onPage`: the products the page carried when it loaded (maybe older than the live catalogue). */
export function renderCartPage(store: CartStore, onPage?: Product[]): void {
  renderStorefront(
    <ShopActionsContext.Provider value={shop}>
      <CartPage />
    </ShopActionsContext.Provider>,
    { settings, cart: store, currencyCode: 'USD', path: '/cart', pageProducts: onPage },
  );
}

/**
 * Stubs fetch: the catalogue call waits until the returned function answers it, and a later call
 * (a server error's one retry) gets the same answer at once; any other call fails.
 */
export function stubPendingCatalogue(): (response: Response) => void {
  let answer: (response: Response) => void = () => {
    throw new Error('the catalogue was not asked for');
  };
  let answered: Response | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (!url.startsWith('/api/Store/Products')) return Promise.reject(new Error(`unexpected call ${url}`));
      if (answered) return Promise.resolve(answered.clone());
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }),
  );
  return (response) => {
    answered = response.clone();
    answer(response);
  };
}

/** The catalogue answer as the API sends it: prices encoded to the API's decimals. */
export const catalogue = (products: Product[]) =>
  new Response(JSON.stringify(z.encode(productListCodec('USD'), products)), {
    headers: { 'content-type': 'application/json' },
  });
export const failedCatalogue = () =>
  new Response(JSON.stringify({ message: 'Boom' }), { status: 500, headers: { 'content-type': 'application/json' } });
