import type { AdminProductListItem } from '@giftfront/domain/admin/products';
import { toMinor } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';

/** '$25.00', '$25.00 – $100.00', or 'Custom amounts' for a product priced by the shopper; '…' until the currency is known. */
export function productPriceSummary(range: AdminProductListItem['priceRange'], currency: string | null): string {
  if (!range) return 'Custom amounts';
  if (!currency) return '…';
  const [min, max] = [
    // The products page keeps the API's decimals, as its form edits them (product-queries.ts).
    formatAmount(toMinor(range.min, currency), currency),
    formatAmount(toMinor(range.max, currency), currency),
  ];
  return min === max ? min : `${min} – ${max}`;
}
