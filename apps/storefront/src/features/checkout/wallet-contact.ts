import { addressRulesFor } from '@giftfront/domain/address-format';
import { normalisePostcode } from '@giftfront/domain/postal-address';
import type { WalletContact } from '@/entities/payment/payment-method';
import type { CheckoutFormValues } from './use-checkout-form';

type Fields = Partial<
  Pick<
    CheckoutFormValues,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'mobileNumber'
    | 'shipToName'
    | 'address'
    | 'apartment'
    | 'city'
    | 'region'
    | 'postalCode'
    | 'country'
  >
>;

/** A wallet's state as the country's list codes it: 'Ontario' or 'ON' is 'ON'; a country without a list keeps the text. */
export function regionCode(country: string, state: string): string {
  const text = state.trim();
  const regions = addressRulesFor(country).region.regions;
  if (regions.length === 0) return text;
  const found = regions.find(
    (region) => region.code.toLowerCase() === text.toLowerCase() || region.name.toLowerCase() === text.toLowerCase(),
  );
  return found?.code ?? text;
}

/**
 * What an express wallet hands over (Stripe's Express Checkout Element's payer and shipping
 * address, or the sandbox's test wallet) as the checkout form's fields (decision 0116): the payer
 * fills only what the shopper left blank; the shipping address is the postal order's Ship to.
 */
export function walletContactToForm(contact: WalletContact, current: Fields = {}): Fields {
  const fields: Fields = {};
  const [first = '', ...rest] = (contact.name ?? '').trim().split(/\s+/);
  if (!current.firstName?.trim() && first) fields.firstName = first;
  if (!current.lastName?.trim() && rest.length) fields.lastName = rest.join(' ');
  if (!current.email?.trim() && contact.email?.trim()) fields.email = contact.email.trim();
  if (!current.mobileNumber?.trim() && contact.phone?.trim()) fields.mobileNumber = contact.phone.trim();
  const shipping = contact.shippingAddress;
  if (shipping) {
    const { address } = shipping;
    const country = (address.country ?? '').trim().toUpperCase();
    if (shipping.name?.trim()) fields.shipToName = shipping.name.trim();
    fields.address = (address.line1 ?? '').trim();
    fields.apartment = (address.line2 ?? '').trim();
    fields.city = (address.city ?? '').trim();
    fields.region = regionCode(country, address.state ?? '');
    fields.postalCode = normalisePostcode(country, address.postal_code ?? '');
    fields.country = country;
  }
  return fields;
}
