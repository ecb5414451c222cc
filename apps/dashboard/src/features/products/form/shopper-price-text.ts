import { productPrices } from '@giftfront/domain/product-rules';
import { formatAmount } from '@/lib/money';
import { formPriceInMinor, type ProductFormValues } from './product-form-values';

type PricedValues = Pick<ProductFormValues, 'type' | 'price' | 'denominations' | 'hideCustomGiftCardAmounts'>;

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/**
 * What a shopper will pay, worked out as the storefront does (its amounts, else its single
 * price; product §9), so the editor never shows a price the storefront does not charge.
 */
export function shopperPriceText(values: PricedValues, currency: string, storeHidesCustomAmounts: boolean): string {
  const prices = productPrices({
    price: values.price ?? null,
    denominations: values.denominations.filter((d) => typeof d.price === 'number' && d.price > 0),
  });
  const amounts = [...new Set(prices)].map((price) => formatAmount(formPriceInMinor(price, currency), currency));
  const custom = values.type === 'GiftCard' && !values.hideCustomGiftCardAmounts && !storeHidesCustomAmounts;
  if (amounts.length === 0)
    return custom ? 'Shoppers choose their own amount.' : 'No price yet: add an amount or a single price.';
  const fixed = amounts.length === 1 ? amounts[0]! : listed(amounts);
  return custom ? `Shoppers pay ${fixed}, or an amount of their own.` : `Shoppers pay ${fixed}.`;
}
