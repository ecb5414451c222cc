import { useState } from 'react';
import { useShopActions, type NewCartItem } from '@/entities/cart/shop-actions';
import type { PurchaseOptions } from './use-purchase-options';

/** product §4: the buttons hand the chosen item to the shop actions; errors are only logged. */
export function usePurchaseHandlers(options: PurchaseOptions) {
  const actions = useShopActions();
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);

  async function run(kind: 'cart' | 'buy', action: (item: NewCartItem) => Promise<void>) {
    const item = options.cartItem();
    if (!item || busy) return;
    setBusy(kind);
    try {
      await action(item);
    } catch (error) {
      console.error(`Could not ${kind === 'cart' ? 'add to cart' : 'buy now'}`, error);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    addToCart: () => run('cart', actions.addToCart),
    buyNow: () => run('buy', actions.buyNow),
    sendAsGift: () => {
      const item = options.cartItem();
      if (item) actions.sendAsGift(item);
    },
  };
}

export type PurchaseHandlers = ReturnType<typeof usePurchaseHandlers>;
