import { formatMoney, formatWithSimpleSymbol } from '@giftfront/domain/money';

/** Formats an amount in minor units of a currency. */
export type PriceFormatter = (minor: number) => string;

/** product §9: en-US with the narrow currency symbol. */
export const storePriceFormatter =
  (currencyCode: string): PriceFormatter =>
  (minor) =>
    formatMoney(minor, currencyCode);

/** product §9: the $/€/£ rule of the preview page and fee display. */
export const simpleSymbolFormatter =
  (currencyCode: string): PriceFormatter =>
  (minor) =>
    formatWithSimpleSymbol(minor, currencyCode);

/** The currency symbol as a formatter writes it ('$', '€', 'CHF'), for beside an amount input. */
export const currencySymbolOf = (format: PriceFormatter) => format(0).replace(/[\d.,\s]/g, '');
