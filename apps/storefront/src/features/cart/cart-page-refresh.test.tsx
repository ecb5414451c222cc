import { minorUnits } from '@giftfront/domain/money';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredCart } from '@/entities/cart/cart-storage';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { cartItem, liveProduct } from '@/entities/cart/test-cart-items';
import { catalogue, failedCatalogue, renderCartPage, stubPendingCatalogue } from './test-cart-page';

/** /cart with a cart stored before the merchant changed the store: refreshed against GET /api/Store/Products. */
const spaDay = liveProduct({
  id: 'spa',
  slug: 'spa-day',
  name: 'Spa Day for Two',
  type: 'Voucher',
  denominations: [{ id: 'full', price: minorUnits(19000), label: 'Full day' }],
});
const staleSpaDay = cartItem('line-spa', {
  product: { ...cartItem('x').product, id: 'spa', slug: 'spa-day', name: 'Spa Day for Two', type: 'Voucher' },
  denominationId: 'full',
  price: 18000,
  quantity: 2,
});
const goneBirthday = cartItem('line-birthday', {
  product: { ...cartItem('x').product, id: 'birthday', name: 'Happy Birthday Gift Card' },
  price: 5000,
});

let store: CartStore;
let answerCatalogue: (response: Response) => void;

const subtotal = () => screen.getByTestId('cart-subtotal').textContent;
const storedItems = () =>
  JSON.parse(window.localStorage.getItem('giftcard_cart')!).items as {
    id: string;
    options: { denomination: { price: number } };
  }[];

beforeEach(() => {
  window.localStorage.clear();
  writeStoredCart([staleSpaDay, goneBirthday], window.localStorage);
  store = createCartStore({ storage: window.localStorage, events: null });
  answerCatalogue = stubPendingCatalogue();
});
afterEach(() => {
  cleanup();
  store.dispose();
  vi.unstubAllGlobals();
});

describe('the cart page refreshes a stale cart', () => {
  it('shows the stored cart while the catalogue loads, then the live prices and a notice of what changed', async () => {
    renderCartPage(store);
    expect(subtotal()).toBe('$410.00');
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    answerCatalogue(catalogue([spaDay]));
    const notice = await screen.findByTestId('cart-changes');
    expect(region.contains(notice)).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'The price of Spa Day for Two changed from $180.00 to $190.00.',
    );
    expect(notice.textContent).toContain(
      'Happy Birthday Gift Card is no longer available and was removed from your cart.',
    );
    expect(subtotal()).toBe('$380.00');
    expect(screen.getAllByTestId('line-name').map((line) => line.textContent)).toEqual(['Spa Day for Two']);
    expect(storedItems().map((item) => [item.id, item.options.denomination.price])).toEqual([['line-spa', 190]]);
  });

  it('puts the notice away when dismissed, leaving focus where it was', async () => {
    renderCartPage(store);
    answerCatalogue(catalogue([spaDay]));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss cart updates' }));
    expect(screen.queryByTestId('cart-changes')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status').parentElement);
    expect(subtotal()).toBe('$380.00');
  });

  it('keeps the notice over the empty cart when nothing could stay', async () => {
    renderCartPage(store);
    answerCatalogue(catalogue([]));
    await screen.findByTestId('empty-cart');
    expect(screen.getByTestId('cart-changes').textContent).toContain(
      'Spa Day for Two is no longer available and was removed from your cart.',
    );
  });

  it('keeps the stored cart as it is when the catalogue cannot be loaded', async () => {
    renderCartPage(store);
    answerCatalogue(failedCatalogue());
    // After the server error's one retry, 1 s later.
    await waitFor(() => expect(screen.getByTestId('cart-page').dataset.catalogue).toBe('error'), { timeout: 5000 });
    expect(screen.queryByTestId('cart-changes')).toBeNull();
    expect(subtotal()).toBe('$410.00');
    expect(storedItems().map((item) => item.id)).toEqual(['line-spa', 'line-birthday']);
  });
});
