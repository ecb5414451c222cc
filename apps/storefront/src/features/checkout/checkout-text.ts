import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '@/lib/i18n/lingui-runtime';

/**
 * product §2: labels, placeholders and button text can be overridden by the store's checkout page
 * text (pageText.checkout, keys as docs/store-file.md lists them). Blank overrides are ignored.
 */
export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'company',
  'address',
  'apartment',
  'city',
  'postalCode',
  'country',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

const DEFAULTS = {
  firstNameLabel: msg`First name`,
  firstNamePlaceholder: null,
  lastNameLabel: msg`Last name`,
  lastNamePlaceholder: null,
  emailLabel: msg`Email`,
  emailPlaceholder: msg`you@example.com`,
  mobileNumberLabel: msg`Mobile number`,
  mobileNumberPlaceholder: null,
  companyLabel: msg`Company (optional)`,
  companyPlaceholder: null,
  addressLabel: msg`Address`,
  addressPlaceholder: msg`Start typing your street address`,
  apartmentLabel: msg`Apartment, suite, etc. (optional)`,
  apartmentPlaceholder: null,
  cityLabel: msg`City`,
  cityPlaceholder: null,
  postalCodeLabel: msg`Postcode`,
  postalCodePlaceholder: null,
  shipToTitle: msg`Ship to`,
  shipToHint: msg`Who the gift is posted to, and where. You are the sender.`,
  shipToNameLabel: msg`Recipient's name`,
  countryLabel: msg`Country`,
  countryPlaceholder: msg`Select a country`,
  marketingOptInLabel: msg`Email me with news and offers`,
  yourDetailsTitle: msg`Your Details`,
  deliveryTitle: msg`Delivery method and shipping details`,
  paymentTitle: msg`Payment`,
  payButton: msg`Pay now`,
} as const satisfies Record<`${CheckoutField}Label` | `${CheckoutField}Placeholder`, MessageDescriptor | null> &
  Record<string, MessageDescriptor | null>;

export type CheckoutTextKey = keyof typeof DEFAULTS;
export type CheckoutText = Record<CheckoutTextKey, string>;

/** The defaults in the shopper's language (English without `i18n`), under the store's overrides. */
export function checkoutText(
  overrides: Record<string, string> | null | undefined,
  i18n: I18n = englishI18n(),
): CheckoutText {
  const text = {} as CheckoutText;
  for (const key of Object.keys(DEFAULTS) as CheckoutTextKey[]) {
    const value = overrides?.[key];
    const message = DEFAULTS[key];
    text[key] = typeof value === 'string' && value.trim() ? value : message ? i18n._(message) : '';
  }
  return text;
}
