import { useMemo } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import { quantityCaps, type QuantityCap } from './quantity-caps';
import { useLiveCatalogue } from './use-live-catalogue';

const NO_CAPS: ReadonlyMap<string, QuantityCap> = new Map();

/**
 * The cap of each shown line from the live catalogue (the answer the cart refresh applies). While
 * it loads, or when the call fails, nothing is capped: the server still refuses what is not left.
 */
export function useQuantityCaps(items: readonly CartItem[]): ReadonlyMap<string, QuantityCap> {
  const { query } = useLiveCatalogue();
  // Only an answer fetched since this view opened: one cached by a listing may be old.
  const products = query.status === 'success' && query.isFetchedAfterMount ? query.data : null;
  return useMemo(() => (products ? quantityCaps(items, products) : NO_CAPS), [items, products]);
}
