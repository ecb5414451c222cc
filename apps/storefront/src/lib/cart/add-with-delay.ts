import type { CartItem } from '@giftfront/domain/cart';
import { ADD_TO_CART_DELAY_MS } from '@giftfront/domain/constants';
import type { CartItemInput } from './cart-operations';
import type { CartActions } from './cart-store';
import { wait } from '@/lib/wait';

async function afterSimulatedStep<T>(add: () => T): Promise<T> {
  try {
    await wait(ADD_TO_CART_DELAY_MS);
    return add();
  } catch (error) {
    console.error('Failed to add to cart', error);
    throw error;
  }
}

/**
 * SPEC §4: each add waits ADD_TO_CART_DELAY_MS in a simulated step; failures while adding are
 * logged and rethrown. Resolves with the line now holding the item, for the confirmation.
 */
export function addWithDelay(cart: Pick<CartActions, 'addItem'>, item: CartItemInput): Promise<CartItem> {
  return afterSimulatedStep(() => cart.addItem(item));
}

/** The same single simulated step for the lines of a gift split. */
export function addSeveralWithDelay(cart: Pick<CartActions, 'addSeveral'>, items: readonly CartItemInput[]): Promise<CartItem[]> {
  return afterSimulatedStep(() => cart.addSeveral(items));
}
