import { PRICE_BUCKETS, type PriceBucketId } from './listing-filters';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '@/lib/i18n/lingui-runtime';

const formatters = new Map<string, Intl.NumberFormat>();

function wholeAmount(amount: number, currencyCode: string, locale: string): string {
  const key = `${locale} ${currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A bucket's label in the store's currency: '$50 – $150', '$300 and above'. */
export function priceBucketLabel(id: PriceBucketId, currencyCode: string, i18n: I18n = englishI18n()): string {
  const bucket = PRICE_BUCKETS.find((b) => b.id === id)!;
  const min = wholeAmount(bucket.min, currencyCode, i18n.locale);
  if (!Number.isFinite(bucket.max)) return i18n._(msg`${min} and above`);
  const max = wholeAmount(bucket.max, currencyCode, i18n.locale);
  return i18n._(msg`${min} – ${max}`);
}
