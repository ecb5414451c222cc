import { CATEGORIES, PRICE_BUCKETS, SORT_OPTIONS } from '../listing-filters';
import { priceBucketLabel } from '../price-bucket-label';
import type { MenuOption } from './filter-choices';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface FilterOptions {
  /** null: this listing has no category filter (product §2: the voucher listing has only price). */
  categories: MenuOption[] | null;
  prices: MenuOption[];
  sorts: MenuOption[];
}

/** The menus' choices in the shopper's language (`i18n`). */
export function filterOptions(currencyCode: string, withCategory: boolean, i18n: I18n): FilterOptions {
  return {
    categories: withCategory
      ? [
          { id: '', label: i18n._(msg`All products`) },
          ...CATEGORIES.map((category) => ({ id: category.id, label: i18n._(category.label) })),
        ]
      : null,
    prices: PRICE_BUCKETS.map((bucket) => ({ id: bucket.id, label: priceBucketLabel(bucket.id, currencyCode, i18n) })),
    sorts: SORT_OPTIONS.map((option) => ({ id: option.id, label: i18n._(option.label) })),
  };
}

export const labelOf = (options: MenuOption[] | null, id: string) =>
  options?.find((option) => option.id === id)?.label ?? id;
