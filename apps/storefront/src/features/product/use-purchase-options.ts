import { useState } from 'react';
import type { CartDenomination } from '@giftfront/domain/cart';
import { customAmountBoundsMinor } from '@giftfront/domain/custom-amount';
import { currencyExponent, minorUnits, typedAmountToMinor } from '@giftfront/domain/money';
import { QUANTITY_MIN } from '@/components/quantity-stepper';
import type { Product, ProductImage } from '@giftfront/domain/product';
import { availability, unitsLeft } from '@giftfront/domain/product-rules';
import type { PriceFormatter } from '@/lib/money-format';
import { basePriceDenomination, buildCartItem, customDenomination } from './cart-item';
import { parseAmount, sanitizeAmountInput } from './custom-amount';

export const CUSTOM_CHOICE = 'custom';

export interface PurchaseOptionsConfig {
  allowCustom: boolean;
  currencyCode: string;
  /** The most a custom amount may be (the store's maxGiftCardBalance), in minor units. */
  maxCustomAmount: number;
  format: PriceFormatter;
}

/**
 * What the shopper has chosen on a product page (product §4 Amount and purchase): the first
 * denomination preselected, or Custom with a typed amount; a design; a quantity of at least 1.
 * Mount it under key={product.id} so another product starts afresh.
 */
export function usePurchaseOptions(product: Product, config: PurchaseOptionsConfig) {
  // A product without denominations is offered at its price, as its one amount.
  const choices: CartDenomination[] = product.denominations.length
    ? product.denominations
    : [basePriceDenomination(product, product.price ? config.format(product.price) : '')].filter((d) => d !== null);
  const firstChoice = choices[0]?.id ?? (config.allowCustom ? CUSTOM_CHOICE : '');
  const [choice, setChoice] = useState(firstChoice);
  const [customText, setCustomTextRaw] = useState('');
  const [designId, setDesignId] = useState<string | null>(product.images[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);

  const isCustom = choice === CUSTOM_CHOICE && config.allowCustom;
  const customMinor = typedAmountToMinor(customText, config.currencyCode);
  const bounds = customAmountBoundsMinor(config.currencyCode, minorUnits(config.maxCustomAmount), {
    minMinor: product.customAmountMin,
    maxMinor: product.customAmountMax,
  });
  const customTooHigh = isCustom && customMinor > bounds.maxMinor;
  // The server refuses a custom amount under the minimum; an empty amount (0) is not an error yet.
  const customTooLow = isCustom && customMinor > 0 && customMinor < bounds.minMinor;
  const denomination: CartDenomination | null = isCustom
    ? customMinor > 0 && !customTooHigh && !customTooLow
      ? customDenomination(parseAmount(customText), customMinor, config.format(customMinor))
      : null
    : (choices.find((d) => d.id === choice) ?? null);

  const design: ProductImage | null = product.images.find((image) => image.id === designId) ?? null;
  const available = availability(product);
  // More than is left would only be refused at checkout; at least 1 keeps the stepper usable when sold out.
  const maxQuantity = Math.max(QUANTITY_MIN, unitsLeft(product) ?? Infinity);
  const soldOut = available === 0;
  const canBuy = denomination !== null && !soldOut;
  // An amount out of bounds has no price: the header shows the range and no total shows.
  const unitPrice = denomination?.price ?? null;
  const total = unitPrice === null ? null : unitPrice * quantity;

  return {
    /** The amounts on offer: the denominations, or the product's single price. */
    choices,
    choice,
    setChoice,
    isCustom,
    customText,
    /** Keeps what is an amount of what was typed, and returns it. */
    setCustomText: (text: string) => {
      const kept = sanitizeAmountInput(text, currencyExponent(config.currencyCode));
      setCustomTextRaw(kept);
      return kept;
    },
    customTooHigh,
    customTooLow,
    /** The least and most a custom amount may be, in minor units. */
    customBounds: bounds,
    design,
    setDesignId,
    quantity,
    setQuantity: (next: number) => setQuantity(Math.min(next, maxQuantity)),
    maxQuantity,
    available,
    soldOut,
    canBuy,
    /** In minor units, as the total. */
    unitPrice,
    total,
    /** The item for the shop actions; null while nothing can be bought. */
    cartItem: () => (canBuy && denomination ? buildCartItem(product, { denomination, quantity, design }) : null),
  };
}

export type PurchaseOptions = ReturnType<typeof usePurchaseOptions>;
