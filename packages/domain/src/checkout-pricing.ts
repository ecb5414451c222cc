import type { FeeType, ShippingOption, StoreSettings } from './branding.ts';
import { DIGITAL_SHIPPING_ID } from './constants.ts';
import type { DiscountCode } from './discount.ts';
import { ZERO_MINOR, type MinorUnits } from './money.ts';
import type { Inside, storeSettingsMoney } from './money-paths.ts';
import { priceOrder, type PricingResult } from './pricing.ts';

/**
 * Builds the product §9 pricing input from what a checkout knows (store settings, cart lines,
 * applied discount codes and gift cards, the chosen shipping option) so the browser and the
 * server price an order identically. Every amount is already in minor units: the settings and
 * discount codes as their codecs decode them (money-codec.ts).
 */
export type CheckoutSettings = Pick<
  Inside<StoreSettings, typeof storeSettingsMoney>,
  'currencyCode' | 'shouldChargeFees' | 'fees' | 'taxClasses' | 'shouldIncludeTaxInPricing' | 'shippingOptions'
>;

export interface CheckoutLine {
  quantity: number;
  unitPriceMinor: MinorUnits;
  taxClassId?: string | null;
  /** The line's product, for discount codes limited to chosen products. */
  productId?: string;
}

/** A discount code as decoded: a percentage, or a fixed amount in minor units. */
export type CheckoutDiscount = Pick<DiscountCode, 'code' | 'discountType' | 'amount' | 'productIds'>;

/** A gift card applied at checkout and what it can still pay, in minor units. */
export interface CheckoutGiftCard {
  giftCardId: string;
  availableMinor: MinorUnits;
}

export interface CheckoutPricingInput {
  settings: CheckoutSettings;
  lines: CheckoutLine[];
  discountCodes?: CheckoutDiscount[];
  shippingOptionId?: string | null;
  giftCards?: CheckoutGiftCard[];
}

export interface CheckoutPricing extends PricingResult {
  currency: string;
  /** The chosen option; null for digital delivery or an id the store does not offer. */
  shippingOption: CheckoutShippingOption | null;
}

export const isDigitalShipping = (id: string | null | undefined): boolean => !id || id === DIGITAL_SHIPPING_ID;

/** A shipping option, its price in minor units. */
export type CheckoutShippingOption = Inside<ShippingOption, { price: 'money' }>;

export function findShippingOption<O extends Pick<ShippingOption, 'id'>>(
  settings: { shippingOptions: readonly O[] },
  id: string | null | undefined,
): O | null {
  if (isDigitalShipping(id)) return null;
  return settings.shippingOptions.find((option) => option.id === id) ?? null;
}

export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  const { settings } = input;
  const taxRate = (taxClassId: string | null | undefined) =>
    taxClassId ? (settings.taxClasses.find((t) => t.id === taxClassId)?.rate ?? 0) : 0;
  const shippingOption = findShippingOption(settings, input.shippingOptionId);

  const result = priceOrder({
    lines: input.lines.map((line) => ({
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      taxRatePercent: taxRate(line.taxClassId),
      productId: line.productId,
    })),
    discounts: (input.discountCodes ?? []).map((d) => ({
      code: d.code,
      type: d.discountType,
      amount: d.amount,
      productIds: d.productIds ?? null,
    })),
    fees: settings.fees,
    shouldChargeFees: settings.shouldChargeFees,
    shippingMinor: shippingOption?.price ?? ZERO_MINOR,
    shouldIncludeTaxInPricing: settings.shouldIncludeTaxInPricing,
    giftCards: input.giftCards ?? [],
  });
  return { ...result, currency: settings.currencyCode, shippingOption };
}

/** The fees of the order validation payload (product §3), each amount in minor units. */
export function checkoutFees(pricing: CheckoutPricing) {
  return pricing.fees.map((fee) => ({
    id: fee.id,
    name: fee.name,
    // Fees come from settings.fees, whose types are FeeType.
    feeType: fee.feeType as FeeType,
    percentage: fee.percentage,
    amount: fee.amountMinor,
  }));
}
