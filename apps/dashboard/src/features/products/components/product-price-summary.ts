import type { AdminProductListItem } from '@giftfront/domain/admin/products';
import { amountFromApi, formatAmount } from '@/lib/money';

/** '$25.00', '$25.00 – $100.00', or 'Custom amounts' for a product priced by the shopper; '…' until the currency is known. */
export function productPriceSummary(range: AdminProductListItem['priceRange'], currency: string | null): string {
  if (!range) return 'Custom amounts';
  if (!currency) return '…';
  const [min, max] = [
    formatAmount(amountFromApi(range.min, currency), currency),
    formatAmount(amountFromApi(range.max, currency), currency),
  ];
  return min === max ? min : `${min} – ${max}`;
}
