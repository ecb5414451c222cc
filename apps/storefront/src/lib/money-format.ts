import { formatMoney, formatWithSimpleSymbol, toMinor } from '@giftfront/domain/money';

/** Formats a decimal amount as the API gives it. */
export type PriceFormatter = (amount: number) => string;

/** SPEC §9: en-US with the narrow currency symbol. */
export const storePriceFormatter =
  (currencyCode: string): PriceFormatter =>
  (amount) =>
    formatMoney(toMinor(amount, currencyCode), currencyCode);

/** SPEC §9: the $/€/£ rule of the preview page and fee display. */
export const simpleSymbolFormatter =
  (currencyCode: string): PriceFormatter =>
  (amount) =>
    formatWithSimpleSymbol(toMinor(amount, currencyCode), currencyCode);
