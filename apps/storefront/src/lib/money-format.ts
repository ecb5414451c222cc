import {
  formatMoney as formatMoneyIn,
  formatMoneyWithCode as formatMoneyWithCodeIn,
  formatWithSimpleSymbol,
  ZERO_MINOR,
  type MinorUnits,
} from '@giftfront/domain/money';
import { intlLocale } from './i18n/page-locale';

/** An amount in minor units in the page's language (product §9's en-US in English). */
export const formatMoney = (minor: MinorUnits, currencyCode: string) =>
  formatMoneyIn(minor, currencyCode, intlLocale());

/** An amount with its currency beyond doubt ('$25.63 USD'; 'US$' in Arabic names it alone), in the page's language. */
export const formatMoneyWithCode = (minor: MinorUnits, currencyCode: string) =>
  formatMoneyWithCodeIn(minor, currencyCode, intlLocale());

/** Formats an amount in minor units of a currency. */
export type PriceFormatter = (minor: MinorUnits) => string;

/** product §9: the narrow currency symbol, in the page's language. */
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
export const currencySymbolOf = (format: PriceFormatter) =>
  format(ZERO_MINOR).replace(/[\d.,\s\u00a0\u202f\u200f\u061c]/g, '');
