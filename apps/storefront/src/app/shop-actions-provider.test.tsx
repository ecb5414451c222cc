import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_DELAY_MS } from '@/entities/cart/add-with-delay';
import { CartProvider } from '@/entities/cart/cart-context';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { giftDetails, newCartItem } from '@/entities/cart/test-cart-items';
import { useCart } from '@/entities/cart/use-cart';
import { useGiftDialog } from '@/features/gift-details/gift-dialog-state';
import { useShopActions } from '@/entities/cart/shop-actions';
import { useCartDrawer } from '@/features/cart/cart-drawer-context';
import { BUY_NOW_DELAY_MS, ShopActionsProvider } from './shop-actions-provider';

let store: CartStore;

let startAt = '/gift-card/classic';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[startAt]}>
      <CartProvider store={store}>
        <ShopActionsProvider>{children}</ShopActionsProvider>
      </CartProvider>
    </MemoryRouter>
  );
}

function renderShop() {
  return renderHook(
    () => {
      const location = useLocation();
      return {
        actions: useShopActions(),
        drawer: useCartDrawer(),
        gift: useGiftDialog(),
        cart: useCart(),
        path: location.pathname,
        url: location.pathname + location.search,
      };
    },
    { wrapper: Wrapper },
  );
}

/** Starts an action (not awaited: its simulated delays are still to pass). */
function start<T>(action: () => Promise<T>): { done: Promise<T> } {
  let done!: Promise<T>;
  act(() => {
    done = action();
    done.catch(() => {});
  });
  return { done };
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Runs an action while the simulated delays pass. */
async function during<T>(action: () => Promise<T>, ms: number): Promise<T> {
  const { done } = start(action);
  await advance(ms);
  return done;
}

const withoutProductId = () => {
  const item = newCartItem();
  return { ...item, product: { ...item.product, id: '' } };
};

beforeEach(() => {
  startAt = '/gift-card/classic';
  vi.useFakeTimers();
  store = createCartStore({ storage: null, events: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('addToCart', () => {
  it('adds after the simulated step, then opens the drawer with the confirmation', async () => {
    const { result } = renderShop();
    start(() => result.current.actions.addToCart(newCartItem({ quantity: 2 })));
    await advance(ADD_TO_CART_DELAY_MS - 1);
    expect(result.current.cart.count).toBe(0);
    await advance(1);
    expect(result.current.cart.count).toBe(2);
    expect(result.current.drawer.isOpen).toBe(true);
    expect(result.current.drawer.lastAdded).toMatchObject({
      product: { id: 'p-1' },
      quantity: 2,
      id: result.current.cart.items[0]?.id,
    });
  });

  it('only logs a failure: no rejection, no drawer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderShop();
    await expect(
      during(() => result.current.actions.addToCart(withoutProductId()), ADD_TO_CART_DELAY_MS),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(result.current.drawer.isOpen).toBe(false);
  });
});

describe('buyNow', () => {
  it('adds without the drawer, waits 100 ms, then goes to /checkout', async () => {
    const { result } = renderShop();
    start(() => result.current.actions.buyNow(newCartItem()));
    await advance(ADD_TO_CART_DELAY_MS + BUY_NOW_DELAY_MS - 1);
    expect(result.current.cart.count).toBe(1);
    expect(result.current.path).toBe('/gift-card/classic');
    await advance(1);
    expect(result.current.path).toBe('/checkout');
    expect(result.current.drawer.isOpen).toBe(false);
  });

  it('keeps an embedded shopper embedded on the way to /checkout', async () => {
    startAt = '/gift-card/classic?embed=true';
    const { result } = renderShop();
    await during(() => result.current.actions.buyNow(newCartItem()), ADD_TO_CART_DELAY_MS + BUY_NOW_DELAY_MS);
    expect(result.current.url).toBe('/checkout?embed=true');
  });

  it('only logs a failure and stays on the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderShop();
    await during(() => result.current.actions.buyNow(withoutProductId()), ADD_TO_CART_DELAY_MS + BUY_NOW_DELAY_MS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(result.current.path).toBe('/gift-card/classic');
  });
});

describe('openCart and the drawer', () => {
  it('opens the drawer without a confirmation; closing clears the confirmation', async () => {
    const { result } = renderShop();
    await during(() => result.current.actions.addToCart(newCartItem()), ADD_TO_CART_DELAY_MS);
    act(() => result.current.drawer.close());
    expect(result.current.drawer).toMatchObject({ isOpen: false, lastAdded: null });
    act(() => result.current.actions.openCart());
    expect(result.current.drawer).toMatchObject({ isOpen: true, lastAdded: null });
  });

  it('closes the confirmation alone', async () => {
    const { result } = renderShop();
    await during(() => result.current.actions.addToCart(newCartItem()), ADD_TO_CART_DELAY_MS);
    act(() => result.current.drawer.dismissLastAdded());
    expect(result.current.drawer).toMatchObject({ isOpen: true, lastAdded: null });
  });
});

describe('sendAsGift on a new item', () => {
  it('opens the gift dialog on a temporary item, outside the cart', () => {
    const { result } = renderShop();
    act(() => result.current.actions.sendAsGift(newCartItem({ quantity: 2 })));
    expect(result.current.gift.subject).toMatchObject({ kind: 'new-item', item: { quantity: 2 } });
    expect(result.current.gift.subject?.item.id).toBeTruthy();
    expect(result.current.cart.count).toBe(0);
  });

  it('saving one recipient adds the item with its details, opens the drawer, closes the dialog', async () => {
    const { result } = renderShop();
    act(() => result.current.actions.sendAsGift(newCartItem({ quantity: 2 })));
    await during(() => result.current.gift.save({ kind: 'same', details: giftDetails() }), ADD_TO_CART_DELAY_MS);
    expect(result.current.cart.items).toHaveLength(1);
    expect(result.current.cart.items[0]).toMatchObject({
      quantity: 2,
      options: { giftDetails: { recipientName: 'Ada' } },
    });
    expect(result.current.drawer).toMatchObject({ isOpen: true, lastAdded: { quantity: 2 } });
    expect(result.current.gift.subject).toBeNull();
  });

  it('saving different recipients adds one line per recipient', async () => {
    const { result } = renderShop();
    act(() => result.current.actions.sendAsGift(newCartItem({ quantity: 2 })));
    const tempId = result.current.gift.subject?.item.id;
    const recipients = [
      { recipientName: 'Ada', recipientEmail: 'ada@example.com' },
      { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
    ];
    const { recipientName: _n, recipientEmail: _e, ...shared } = giftDetails();
    await during(() => result.current.gift.save({ kind: 'different', recipients, shared }), ADD_TO_CART_DELAY_MS);
    expect(result.current.cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [`${tempId}-r1`, 1],
      [`${tempId}-r2`, 1],
    ]);
    expect(result.current.drawer.isOpen).toBe(true);
  });

  it('a failed save logs, rejects and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderShop();
    act(() => result.current.actions.sendAsGift(withoutProductId()));
    await expect(
      during(() => result.current.gift.save({ kind: 'same', details: giftDetails() }), ADD_TO_CART_DELAY_MS),
    ).rejects.toThrow('Product ID is required');
    expect(result.current.gift.subject).not.toBeNull();
  });
});

describe('the gift dialog on a cart line', () => {
  it('sets the details of the line, leaving the drawer as it was', () => {
    const line = store.addItem(newCartItem());
    const { result } = renderShop();
    act(() => result.current.gift.openForCartItem(line.id));
    expect(result.current.gift.subject).toMatchObject({ kind: 'cart-item', item: { id: line.id } });
    act(() => void result.current.gift.save({ kind: 'same', details: giftDetails({ recipientName: 'Grace' }) }));
    expect(result.current.cart.items[0]?.options.giftDetails?.recipientName).toBe('Grace');
    expect(result.current.gift.subject).toBeNull();
    expect(result.current.drawer.isOpen).toBe(false);
  });

  it('splits the line in place for different recipients', () => {
    const before = store.addItem(newCartItem({ price: 10, denominationId: 'd-10' }));
    const line = store.addItem(newCartItem({ quantity: 2 }));
    const { result } = renderShop();
    act(() => result.current.gift.openForCartItem(line.id));
    const { recipientName: _n, recipientEmail: _e, ...shared } = giftDetails();
    const recipients = [
      { recipientName: 'Ada', recipientEmail: 'ada@example.com' },
      { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
    ];
    act(() => void result.current.gift.save({ kind: 'different', recipients, shared }));
    expect(result.current.cart.items.map((item) => item.id)).toEqual([before.id, `${line.id}-r1`, `${line.id}-r2`]);
  });

  it('Remove Gift Details clears them and closes the dialog', () => {
    const line = store.addItem({ ...newCartItem(), options: { ...newCartItem().options, giftDetails: giftDetails() } });
    const { result } = renderShop();
    act(() => result.current.gift.openForCartItem(line.id));
    act(() => result.current.gift.removeGiftDetails());
    expect(result.current.cart.items[0]?.options.giftDetails).toBeNull();
    expect(result.current.gift.subject).toBeNull();
  });

  it('Dismiss closes without changing the line', () => {
    const line = store.addItem(newCartItem());
    const { result } = renderShop();
    act(() => result.current.gift.openForCartItem(line.id));
    act(() => result.current.gift.close());
    expect(result.current.gift.subject).toBeNull();
    expect(result.current.cart.items).toEqual([line]);
  });
});
