import type { ShippingOption, StoreSettings } from '@giftfront/domain/branding';
import { findShippingOption, isDigitalShipping } from '@giftfront/domain/checkout-pricing';
import { customerFormOf, validateCustomerForm, type OrderCustomer } from '@giftfront/domain/customer';
import { refuse } from '../../lib/refuse.ts';

/** The chosen shipping option, checked against the store, the items and the customer (product §5). */
export function resolveShipping(
  settings: StoreSettings,
  selected: string | null | undefined,
  customer: OrderCustomer,
  shippingEnabled: boolean,
): ShippingOption | null {
  if (isDigitalShipping(selected)) return null;
  const option = findShippingOption(settings, selected);
  if (!option) throw refuse('The chosen delivery option is not available in this store.');
  if (!shippingEnabled) throw refuse('Shipping is not available for the items in your cart.');
  const country = (customer.country ?? '').toUpperCase();
  if (option.showForCountryCodes?.length && !option.showForCountryCodes.includes(country))
    throw refuse(`${option.name} is not available for ${country || 'the chosen country'}.`);
  if (option.deliveryMethod === 'Postal') {
    const errors = validateCustomerForm(customerFormOf(customer), {
      requiresAddress: true,
      missingDeliveryOption: false,
    });
    const messages = Object.values(errors);
    if (messages.length > 0) throw refuse(messages.join('; '));
  }
  return option;
}
