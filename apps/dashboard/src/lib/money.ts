import { formatMoney, type MinorUnits } from '@giftfront/domain/money';
import { storeLocale } from './store-locale';

/**
 * The admin API speaks decimals in the store's currency (12.5 = $12.50); the dashboard keeps
 * integer minor units (`MinorUnits`, decision 0175). An answer becomes minor units where it is
 * read (its codec, in the query), a typed amount at its form's edge (the form's module or
 * resolver, decision 0245), and a body becomes decimals where it is sent (its codec): nothing
 * converts at display.
 */

/** An amount in the store's locale: '$12.50' in English, '12,50 €' in French. */
export const formatAmount = (minor: MinorUnits, currency: string): string =>
  formatMoney(minor, currency, storeLocale());

/** The symbol an amount field shows before the figure: '$', '£', '¥', 'CHF'. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(storeLocale(), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
