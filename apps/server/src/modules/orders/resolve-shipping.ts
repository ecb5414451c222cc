import type { ShippingOption, StoreSettings } from '@giftfront/domain/branding';
import { findShippingOption, isDigitalShipping } from '@giftfront/domain/checkout-pricing';
import { validateCustomerForm, type CustomerForm, type OrderCustomer } from '@giftfront/domain/customer';
import { refuse } from './refuse.ts';

/** The chosen shipping option, checked against the store, the items and the customer (SPEC §5). */
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
    const errors = validateCustomerForm(asForm(customer), { requiresAddress: true, missingDeliveryOption: false });
    const messages = Object.values(errors);
    if (messages.length > 0) throw refuse(messages.join('; '));
  }
  return option;
}

function asForm(customer: OrderCustomer): CustomerForm {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? '',
    mobileNumber: customer.mobileNumber ?? '',
    company: customer.company ?? '',
    address: customer.address ?? '',
    apartment: customer.address2 ?? '',
    city: customer.city ?? '',
    postalCode: customer.postcode ?? '',
    country: customer.country ?? '',
    marketingOptIn: customer.marketingOptIn ?? false,
  };
}
