import { minorUnits } from '@giftfront/domain/money';
import type { CartDenomination } from '@giftfront/domain/cart';
import { cartProductOf, themeOf } from '@giftfront/domain/cart-snapshot';
import type { Product, ProductImage } from '@giftfront/domain/product';
import type { NewCartItem } from '@/entities/cart/shop-actions';

/**
 * A custom amount as a denomination: the amount as typed names it ('custom-42.5', following
 * domain/cart's CUSTOM_DENOMINATION_PREFIX; spelled out here so the product pages do not load
 * zod for one constant), its price is in minor units, and its label is the amount ('$42.50'),
 * as the cart, the checkout and the gift dialog show it, never 'Custom amount'.
 */
export function customDenomination(typed: number, priceMinor: number, label: string): CartDenomination {
  return { id: `custom-${typed}`, price: minorUnits(priceMinor), label, isCustom: true };
}

/** A product sold at its single price, without denominations. */
export const BASE_PRICE_DENOMINATION_ID = 'price';
export function basePriceDenomination(product: Pick<Product, 'price'>, label: string): CartDenomination | null {
  return typeof product.price === 'number' && product.price > 0
    ? { id: BASE_PRICE_DENOMINATION_ID, price: product.price, label }
    : null;
}

/** What Add to cart, Buy Now and Send as gift hand to the cart (product §3 Cart item, without its id). */
export function buildCartItem(
  product: Product,
  choice: { denomination: CartDenomination; quantity: number; design: ProductImage | null },
): NewCartItem {
  return {
    product: cartProductOf(product),
    quantity: choice.quantity,
    imageUrl: choice.design?.src ?? product.imageSrc ?? '',
    options: {
      denomination: choice.denomination,
      packageOption: null,
      theme: choice.design ? themeOf(choice.design) : null,
      giftDetails: null,
    },
  };
}
