import { intlLocaleOf } from './languages.ts';
import { translatedProductText, type ProductTranslations } from './merchant-translations.ts';
import { formatMoney, minorUnits } from './money.ts';

/** An order line, as far as the option bought goes. */
export interface LineOption {
  productType: string;
  denominationId: string;
  denominationLabel: string | null;
  unitPriceMinor: number;
}

/**
 * The option bought as its buyer reads it, in the order's language (decision 0165): the merchant's
 * translation of the option where they gave one; otherwise a gift card's amount, formatted as its
 * product page shows it ('25,00 $' in French, where the line keeps the catalog's '$25'), and a
 * voucher's option as the merchant named it. Null when there is none.
 */
export function lineOptionLabel(
  line: LineOption,
  currencyCode: string,
  language: string | null,
  translations: ProductTranslations | null = null,
): string | null {
  const given = translatedProductText(translations, language, { denominationId: line.denominationId }, '');
  if (given) return given;
  if (line.productType === 'GiftCard')
    return formatMoney(minorUnits(line.unitPriceMinor), currencyCode, intlLocaleOf(language));
  return line.denominationLabel || null;
}
