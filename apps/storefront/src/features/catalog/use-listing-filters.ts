import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import {
  DEFAULT_SORT,
  parseListingFilters,
  type Category,
  type ListingFilters,
  type PriceBucketId,
  type SortOptionId,
} from './listing-filters';

export interface ListingFilterActions {
  setCategory(category: Category): void;
  togglePrice(bucket: PriceBucketId): void;
  setSort(sort: SortOptionId): void;
  clearAll(): void;
}

/**
 * The filters live in the query string. Changes replace the history entry, so Back leaves the
 * listing instead of stepping through every filter; other parameters (embed) are kept.
 */
export function useListingFilters(): [ListingFilters, ListingFilterActions] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(params), [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const actions = useMemo<ListingFilterActions>(
    () => ({
      setCategory: (category) =>
        update((next) => (category ? next.set('category', category) : next.delete('category'))),
      togglePrice: (bucket) =>
        update((next) => {
          const chosen = next.getAll('price');
          next.delete('price');
          const toggled = chosen.includes(bucket) ? chosen.filter((id) => id !== bucket) : [...chosen, bucket];
          for (const id of toggled) next.append('price', id);
        }),
      setSort: (sort) => update((next) => (sort === DEFAULT_SORT ? next.delete('sort') : next.set('sort', sort))),
      clearAll: () =>
        update((next) => {
          next.delete('category');
          next.delete('price');
        }),
    }),
    [update],
  );

  return [filters, actions];
}
