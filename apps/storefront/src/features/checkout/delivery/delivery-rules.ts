import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '@/lib/i18n/lingui-runtime';
import type { ShippingOption, StoreSettings } from '@giftfront/domain/branding';
import type { CartItem } from '@giftfront/domain/cart';
import { DIGITAL_SHIPPING_ID } from '@giftfront/domain/constants';
import type { CheckoutRules, DeliveryMode } from '@giftfront/domain/customer-form';

/**
 * product §4 Checkout delivery: digital by default; choosing a shipping option switches to physical
 * delivery. Choice: options whose deliveryMethod is Email are what digital delivery already is,
 * so the physical list holds the postal and collection options only.
 */
export type { DeliveryMode };

export function physicalOptions(settings: Pick<StoreSettings, 'shippingOptions'>): ShippingOption[] {
  return settings.shippingOptions.filter((option) => option.deliveryMethod !== 'Email');
}

/** Shipping applies when an item can be shipped and the store has somewhere to ship it. */
export function shippingApplies(items: readonly CartItem[], settings: Pick<StoreSettings, 'shippingOptions'>): boolean {
  return items.some((item) => item.product.isShippingEnabled) && physicalOptions(settings).length > 0;
}

/** product §9 default descriptions of shipping options by delivery method. */
export const SHIPPING_DEFAULT_DESCRIPTIONS = {
  Email: msg`Instant Delivery`,
  Postal: msg`Estimated 3-5 business days - delays may apply`,
  other: msg`Collection available`,
} as const;

/** product §9 default descriptions per delivery method. */
export function shippingOptionDescription(
  option: Pick<ShippingOption, 'description' | 'deliveryMethod'>,
  i18n: I18n = englishI18n(),
): string {
  if (option.description?.trim()) return option.description;
  if (option.deliveryMethod === 'Email') return i18n._(SHIPPING_DEFAULT_DESCRIPTIONS.Email);
  if (option.deliveryMethod === 'Postal') return i18n._(SHIPPING_DEFAULT_DESCRIPTIONS.Postal);
  return i18n._(SHIPPING_DEFAULT_DESCRIPTIONS.other);
}

/** An option limited to some countries is unavailable once another country is chosen. */
export function isAvailableFor(option: Pick<ShippingOption, 'showForCountryCodes'>, country: string): boolean {
  const codes = option.showForCountryCodes ?? [];
  return codes.length === 0 || !country || codes.includes(country.toUpperCase());
}

export interface DeliveryChoice {
  applies: boolean;
  mode: DeliveryMode;
  shippingOptionId: string | null;
}

/** The order payload's selectedShippingOption: 'digital', null when none is chosen yet, else the option's id. */
export function selectedShippingOption(choice: DeliveryChoice): string | null {
  if (!choice.applies || choice.mode === 'digital') return DIGITAL_SHIPPING_ID;
  return choice.shippingOptionId;
}

/** product §5 Checkout submit: an address is needed for physical delivery, and an option must be chosen. */
export function checkoutRules(choice: DeliveryChoice): CheckoutRules {
  const physical = choice.applies && choice.mode === 'physical';
  return { requiresAddress: physical, missingDeliveryOption: physical && !choice.shippingOptionId };
}
