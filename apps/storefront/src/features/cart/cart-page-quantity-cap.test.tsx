import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@giftfront/domain/cart';
import type { Product } from '@giftfront/domain/product';
import { writeStoredCart } from '@/entities/cart/cart-storage';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { cartItem, giftDetails, liveProduct } from '@/entities/cart/test-cart-items';
import { catalogue, failedCatalogue, renderCartPage, stubPendingCatalogue } from './test-cart-page';

/** /cart: a line's quantity stops at what is left of its product, as the live catalogue says. */
const fourLeft = liveProduct({ quantityLimit: 10, quantitySold: 6 });
let store: CartStore;
let answerCatalogue: (response: Response) => void;

function openCart(lines: CartItem[], onPage?: Product[]) {
  writeStoredCart(lines, window.localStorage);
  store = createCartStore({ storage: window.localStorage, events: null });
  renderCartPage(store, onPage);
}

const increase = (index = 0) =>
  screen.getAllByRole('button', { name: 'Increase quantity of classic gift card' })[index]!;
const quantities = () => screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value);
const hints = () => screen.getAllByTestId('line-quantity-cap').map((hint) => hint.textContent);
const storedQuantities = () => store.getSnapshot().map((item) => item.quantity);
const capped = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
/** Waits until the live catalogue has arrived and been applied (a server error after its one retry, 1 s later). */
async function catalogueApplied() {
  await waitFor(() => expect(screen.getByTestId('cart-page').dataset.catalogue).not.toBe('pending'), {
    timeout: 5000,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  answerCatalogue = stubPendingCatalogue();
});
afterEach(() => {
  cleanup();
  store.dispose();
  vi.unstubAllGlobals();
});

describe('the cart page quantity cap', () => {
  it('stops plus at what is left and says so next to the stepper', async () => {
    openCart([cartItem('a', { quantity: 2 })]);
    answerCatalogue(catalogue([fourLeft]));
    await catalogueApplied();
    const user = userEvent.setup();
    await user.click(increase());
    expect(hints()).toEqual(['']);
    await user.click(increase());
    expect(quantities()).toEqual(['4']);
    expect(hints()).toEqual(['Only 4 left']);
    expect(capped(increase())).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Increase quantity of classic gift card', description: 'Only 4 left' }),
    ).toBe(increase());

    await user.click(increase());
    expect(document.activeElement).toBe(increase());
    await user.keyboard('{ArrowUp}');
    expect(quantities()).toEqual(['4']);
    expect(storedQuantities()).toEqual([4]);
  });

  it('counts the other lines of the same product, and takes a typed number above the cap as the cap', async () => {
    const gift = cartItem('gift', { quantity: 1, options: { ...cartItem('x').options, giftDetails: giftDetails() } });
    openCart([cartItem('a', { quantity: 1 }), gift]);
    answerCatalogue(catalogue([fourLeft]));
    await catalogueApplied();
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('spinbutton');
    await user.clear(first!);
    await user.type(first!, '9');
    expect(quantities()).toEqual(['3', '1']);
    expect(hints()).toEqual([
      'Only 4 left, 1 of them elsewhere in your cart',
      'Only 4 left, 3 of them elsewhere in your cart',
    ]);
    expect(capped(increase(1))).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Decrease quantity of classic gift card' })[0]!);
    expect(quantities()).toEqual(['2', '1']);
    expect(hints()).toEqual(['', '']);
  });

  it('keeps the minimum of 1 under a cap', async () => {
    openCart([cartItem('a', { quantity: 1 })]);
    answerCatalogue(catalogue([liveProduct({ quantityLimit: 10, quantitySold: 9 })]));
    await waitFor(() => expect(hints()).toEqual(['Only 1 left']));
    expect(capped(screen.getByRole('button', { name: 'Decrease quantity of classic gift card' }))).toBe(true);
    expect(capped(increase())).toBe(true);
  });

  it('does not cap while the catalogue loads, even with older products on the page, then lowers the line to what is left', async () => {
    openCart([cartItem('a', { quantity: 3 })], [liveProduct({ quantityLimit: 3, quantitySold: 0 })]);
    await userEvent.click(increase());
    expect(storedQuantities()).toEqual([4]);
    answerCatalogue(catalogue([liveProduct({ quantityLimit: 10, quantitySold: 7 })]));
    await waitFor(() => expect(quantities()).toEqual(['3']));
    expect(hints()).toEqual(['Only 3 left']);
  });

  it('does not cap when the catalogue cannot be loaded', async () => {
    openCart([cartItem('a', { quantity: 4 })]);
    answerCatalogue(failedCatalogue());
    await catalogueApplied();
    await userEvent.click(increase());
    expect(storedQuantities()).toEqual([5]);
    expect(hints()).toEqual(['']);
  });

  it('does not cap a product without a limit', async () => {
    openCart([cartItem('a', { quantity: 40 })]);
    answerCatalogue(catalogue([liveProduct()]));
    await catalogueApplied();
    await userEvent.click(increase());
    expect(storedQuantities()).toEqual([41]);
    expect(capped(increase())).toBe(false);
  });
});
