import { isPercentType, type FeeType, type ShippingOption, type StoreSettings } from './branding.ts';
import { DIGITAL_SHIPPING_ID } from './constants.ts';
import { toMajor, toMinor } from './money.ts';
import { priceOrder, type PricingResult } from './pricing.ts';

/**
 * Builds the SPEC §9 pricing input from what a checkout knows (store settings, cart lines,
 * applied discount codes and gift cards, the chosen shipping option) so the browser and the
 * server price an order identically. Decimals are converted to minor units here, once.
 */
export type CheckoutSettings = Pick<
  StoreSettings,
  'currencyCode' | 'shouldChargeFees' | 'fees' | 'taxClasses' | 'shouldIncludeTaxInPricing' | 'shippingOptions'
>;

/** A cart line: its unit price as the API's decimal, or already in minor units. */
export interface CheckoutLine {
  quantity: number;
  unitPrice?: number;
  unitPriceMinor?: number;
  taxClassId?: string | null;
}

/** A discount code as GET /api/Payment/GetActiveDiscountCode serves it: a percentage or a decimal amount. */
export interface CheckoutDiscount {
  code: string;
  discountType: string;
  amount: number;
}

/** A gift card applied at checkout: its balance as the API's decimal, or in minor units. */
export interface CheckoutGiftCard {
  giftCardId: string;
  balance?: number;
  availableMinor?: number;
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
  shippingOption: ShippingOption | null;
}

export const isDigitalShipping = (id: string | null | undefined): boolean => !id || id === DIGITAL_SHIPPING_ID;

export function findShippingOption(settings: Pick<StoreSettings, 'shippingOptions'>, id: string | null | undefined): ShippingOption | null {
  if (isDigitalShipping(id)) return null;
  return settings.shippingOptions.find((option) => option.id === id) ?? null;
}

export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  const { settings } = input;
  const currency = settings.currencyCode;
  const minor = (amount: number) => toMinor(amount, currency);
  const taxRate = (taxClassId: string | null | undefined) =>
    taxClassId ? (settings.taxClasses.find((t) => t.id === taxClassId)?.rate ?? 0) : 0;
  const shippingOption = findShippingOption(settings, input.shippingOptionId);

  const result = priceOrder({
    lines: input.lines.map((line) => ({
      unitPriceMinor: line.unitPriceMinor ?? minor(line.unitPrice ?? 0),
      quantity: line.quantity,
      taxRatePercent: taxRate(line.taxClassId),
    })),
    discounts: (input.discountCodes ?? []).map((d) => ({
      code: d.code,
      type: d.discountType,
      amount: isPercentType(d.discountType) ? d.amount : minor(d.amount),
    })),
    fees: settings.fees.map((fee) => ({
      ...fee,
      amount: isPercentType(fee.feeType) ? fee.amount : minor(fee.amount),
    })),
    shouldChargeFees: settings.shouldChargeFees,
    shippingMinor: shippingOption ? minor(shippingOption.price) : 0,
    shouldIncludeTaxInPricing: settings.shouldIncludeTaxInPricing,
    giftCards: (input.giftCards ?? []).map((card) => ({
      giftCardId: card.giftCardId,
      availableMinor: card.availableMinor ?? minor(card.balance ?? 0),
    })),
  });
  return { ...result, currency, shippingOption };
}

/** The totals of the order validation payload (SPEC §3), in the API's decimals. */
export function checkoutTotals(pricing: CheckoutPricing) {
  const major = (value: number) => toMajor(value, pricing.currency);
  return {
    subtotal: major(pricing.subtotal),
    discount: major(pricing.discount),
    shipping: major(pricing.shipping),
    fees: major(pricing.feesTotal),
    tax: major(pricing.tax),
    giftCards: major(pricing.giftCardsTotal),
    total: major(pricing.total),
  };
}

/** The fees of the order validation payload (SPEC §3), in the API's decimals. */
export function checkoutFees(pricing: CheckoutPricing) {
  return pricing.fees.map((fee) => ({
    id: fee.id,
    name: fee.name,
    // Fees come from settings.fees, whose types are FeeType.
    feeType: fee.feeType as FeeType,
    percentage: fee.percentage,
    amount: toMajor(fee.amountMinor, pricing.currency),
  }));
}
