import { formatMoney, toMajor, toMinor } from '@giftfront/domain/money';

/**
 * The admin API speaks decimals in the store's currency (12.5 = $12.50); the dashboard keeps
 * integer minor units. These are the one place amounts cross between the two.
 */
export const amountFromApi = (decimal: number, currency: string): number => toMinor(decimal, currency);
export const amountToApi = (minor: number, currency: string): number => toMajor(minor, currency);

export const formatAmount = (minor: number, currency: string): string => formatMoney(minor, currency);

/** The symbol an amount field shows before the figure: '$', '£', '¥', 'CHF'. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
