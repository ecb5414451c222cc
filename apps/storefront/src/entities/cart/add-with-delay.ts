import type { CartItem } from '@giftfront/domain/cart';
import type { CartItemInput } from './cart-operations';
import type { CartActions } from './cart-store';
import { wait } from '@/lib/wait';

/** product §9: the simulated add-to-cart step. */
export const ADD_TO_CART_DELAY_MS = 500;

/** The cart, or the cart still loading its code (it loads during the simulated step). */
type Awaitable<T> = T | Promise<T>;

async function afterSimulatedStep<C, T>(cart: Awaitable<C>, add: (cart: C) => T): Promise<T> {
  try {
    const [ready] = await Promise.all([cart, wait(ADD_TO_CART_DELAY_MS)]);
    return add(ready);
  } catch (error) {
    console.error('Failed to add to cart', error);
    throw error;
  }
}

/**
 * product §4: each add waits ADD_TO_CART_DELAY_MS in a simulated step; failures while adding are
 * logged and rethrown. Resolves with the line now holding the item, for the confirmation.
 */
export function addWithDelay(cart: Awaitable<Pick<CartActions, 'addItem'>>, item: CartItemInput): Promise<CartItem> {
  return afterSimulatedStep(cart, (ready) => ready.addItem(item));
}

/** The same single simulated step for the lines of a gift split. */
export function addSeveralWithDelay(
  cart: Awaitable<Pick<CartActions, 'addSeveral'>>,
  items: readonly CartItemInput[],
): Promise<CartItem[]> {
  return afterSimulatedStep(cart, (ready) => ready.addSeveral(items));
}
