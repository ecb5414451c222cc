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
  firstNameLabel: 'First name',
  firstNamePlaceholder: '',
  lastNameLabel: 'Last name',
  lastNamePlaceholder: '',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  mobileNumberLabel: 'Mobile number',
  mobileNumberPlaceholder: '',
  companyLabel: 'Company (optional)',
  companyPlaceholder: '',
  addressLabel: 'Address',
  addressPlaceholder: 'Start typing your street address',
  apartmentLabel: 'Apartment, suite, etc. (optional)',
  apartmentPlaceholder: '',
  cityLabel: 'City',
  cityPlaceholder: '',
  postalCodeLabel: 'Postcode',
  postalCodePlaceholder: '',
  shipToTitle: 'Ship to',
  shipToHint: 'Who the gift is posted to, and where. You are the sender.',
  shipToNameLabel: "Recipient's name",
  countryLabel: 'Country',
  countryPlaceholder: 'Select a country',
  marketingOptInLabel: 'Email me with news and offers',
  yourDetailsTitle: 'Your Details',
  deliveryTitle: 'Delivery method and shipping details',
  paymentTitle: 'Payment',
  payButton: 'Pay now',
} as const satisfies Record<`${CheckoutField}Label` | `${CheckoutField}Placeholder`, string> & Record<string, string>;

export type CheckoutTextKey = keyof typeof DEFAULTS;
export type CheckoutText = Record<CheckoutTextKey, string>;

export function checkoutText(overrides: Record<string, string> | null | undefined): CheckoutText {
  const text: CheckoutText = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as CheckoutTextKey[]) {
    const value = overrides?.[key];
    if (typeof value === 'string' && value.trim()) text[key] = value;
  }
  return text;
}
