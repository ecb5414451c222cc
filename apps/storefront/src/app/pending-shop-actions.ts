import { createElement, type ReactNode } from 'react';
import { ShopActionsContext, type NewCartItem, type ShopActions } from '@/lib/shop-actions';

/**
 * PLACEHOLDER, replaced by the cart issue: the shop actions only log what a product page asked
 * for. The cart feature provides the real ShopActionsContext (cart drawer, gift dialog, checkout)
 * and this file is deleted; app/app.tsx is the only importer.
 */
const pendingShopActions: ShopActions = {
  async addToCart(item: NewCartItem) {
    console.info('[pending cart] addToCart', item);
  },
  async buyNow(item: NewCartItem) {
    console.info('[pending cart] buyNow', item);
  },
  sendAsGift(item: NewCartItem) {
    console.info('[pending cart] sendAsGift', item);
  },
  openCart() {
    console.info('[pending cart] openCart');
  },
};

export function PendingShopActionsProvider({ children }: { children: ReactNode }) {
  return createElement(ShopActionsContext.Provider, { value: pendingShopActions }, children);
}
