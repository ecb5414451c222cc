import { useMemo } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import { quantityCaps, type QuantityCap } from './quantity-caps';
import type { LiveCatalogue } from './use-live-catalogue';

const NO_CAPS: ReadonlyMap<string, QuantityCap> = new Map();

/**
 * The cap of each shown line from the live catalogue (the answer the cart refresh applies). While
 * it loads, or when the call fails, nothing is capped: the server still refuses what is not left.
 */
export function useQuantityCaps(
  items: readonly CartItem[],
  { query }: LiveCatalogue,
): ReadonlyMap<string, QuantityCap> {
  const products = query.status === 'success' ? query.data : null;
  return useMemo(() => (products ? quantityCaps(items, products) : NO_CAPS), [items, products]);
}
