import type { CartItem } from '@giftfront/domain/cart';
import type { Product } from '@giftfront/domain/product';
import { unitsLeft } from '@giftfront/domain/product-rules';
import type { CartChange } from '@giftfront/domain/cart-changes';

/**
 * The server refuses an order for more units of a limited product than are left (quantityLimit
 * minus quantitySold, whether or not the badge shows), counted over all its lines. Lines keep
 * their units in cart order; a line past what is left is lowered, or removed when none is left.
 */
export function limitQuantities(
  items: CartItem[],
  products: ReadonlyMap<string, Product>,
): { items: CartItem[]; changes: CartChange[] } {
  const remaining = new Map<string, number>();
  const changes: CartChange[] = [];
  const next: CartItem[] = [];
  for (const item of items) {
    const product = products.get(item.product.id);
    const left = product ? unitsLeft(product) : null;
    if (!product || left === null) {
      next.push(item);
      continue;
    }
    const free = remaining.get(product.id) ?? left;
    const base = { itemId: item.id, productName: product.name };
    if (left === 0) {
      changes.push({ ...base, kind: 'sold-out' });
      continue;
    }
    const quantity = Math.min(item.quantity, free);
    remaining.set(product.id, free - quantity);
    if (quantity < item.quantity)
      changes.push({ ...base, kind: 'quantity-lowered', left, from: item.quantity, to: quantity });
    if (quantity === item.quantity) next.push(item);
    else if (quantity > 0) next.push({ ...item, quantity });
  }
  return { items: next, changes };
}
