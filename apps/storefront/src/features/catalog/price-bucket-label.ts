import { PRICE_BUCKETS, type PriceBucketId } from './listing-filters';

const formatters = new Map<string, Intl.NumberFormat>();

function wholeAmount(amount: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(amount);
}

/** A bucket's label in the store's currency: '$50 – $150', '$300 and above'. */
export function priceBucketLabel(id: PriceBucketId, currencyCode: string): string {
  const bucket = PRICE_BUCKETS.find((b) => b.id === id)!;
  if (!Number.isFinite(bucket.max)) return `${wholeAmount(bucket.min, currencyCode)} and above`;
  return `${wholeAmount(bucket.min, currencyCode)} – ${wholeAmount(bucket.max, currencyCode)}`;
}
