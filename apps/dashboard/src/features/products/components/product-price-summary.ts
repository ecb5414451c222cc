import { formatAmount } from '@/lib/money';
import type { ProductRow } from '../api/product-queries';

/** '$25.00', '$25.00 – $100.00', or 'Custom amounts' for a product priced by the shopper; '…' until the currency is known. */
export function productPriceSummary(range: ProductRow['priceRange'], currency: string | null): string {
  if (range === null) return 'Custom amounts';
  if (range === undefined || !currency) return '…';
  const [min, max] = [formatAmount(range.min, currency), formatAmount(range.max, currency)];
  return min === max ? min : `${min} – ${max}`;
}
