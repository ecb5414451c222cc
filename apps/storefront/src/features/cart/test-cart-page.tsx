import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import type { Product } from '@giftfront/domain/product';
import { CartProvider } from '@/lib/cart/cart-context';
import type { CartStore } from '@/lib/cart/cart-store';
import { productsQueryKey } from '@/lib/products-api';
import { GiftDialogContext, type GiftDialogState } from '@/lib/gift-dialog-state';
import { StoreSettingsProvider } from '@/lib/store-settings';
import { CartPage } from './cart-page';

/** Test helpers: /cart over a given cart store, with GET /api/Store/Products answered when the test says. */
const settings = storeSettingsSchema.parse({ company: { name: 'Lantern Lane' } });

// The lines' 'Send as gift' buttons need the dialog's context; no test here opens it.
const giftDialog: GiftDialogState = { subject: null, openForCartItem: vi.fn(), save: vi.fn(), removeGiftDetails: vi.fn(), close: vi.fn() };

/** `cached`: a catalogue answer already in the query cache, as a listing leaves it. */
export function renderCartPage(store: CartStore, cached?: Product[]): QueryClient {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) queries.setQueryData(productsQueryKey(''), cached);
  render(
    <QueryClientProvider client={queries}>
      <StoreSettingsProvider settings={settings}>
        <CartProvider store={store} currencyCode="USD">
          <GiftDialogContext.Provider value={giftDialog}>
            <MemoryRouter initialEntries={['/cart']}>
              <CartPage />
            </MemoryRouter>
          </GiftDialogContext.Provider>
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

export const catalogue = (products: Product[]) => new Response(JSON.stringify(products), { headers: { 'content-type': 'application/json' } });
export const failedCatalogue = () => new Response(JSON.stringify({ message: 'Boom' }), { status: 500, headers: { 'content-type': 'application/json' } });
