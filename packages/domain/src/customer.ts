import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { CUSTOMER_MESSAGES as M, payerFields, requiredText } from './customer-fields.ts';
import { normalisePostcode, postalAddressIssues } from './postal-address.ts';

/** product §3 Customer form and its §5 checkout submit messages. */
export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobileNumber: string;
  /** Who a postal order is addressed to (the recipient); the buyer is the sender. */
  shipToName: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
  /** State, province or county: a code from the country's list where it has one ('NY'). */
  region: string;
  postalCode: string;
  country: string;
  marketingOptIn: boolean;
}

export const emptyCustomerForm = (): CustomerForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  mobileNumber: '',
  shipToName: '',
  company: '',
  address: '',
  apartment: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  marketingOptIn: false,
});

export type CustomerFormErrors = Partial<Record<keyof CustomerForm | 'deliveryOption', string>>;

export const DEFAULT_PHONE_COUNTRY = 'US';

/** Phone validity is judged per country; the default country is US (product §5). */
export function isValidMobileNumber(value: string, country: string | null | undefined): boolean {
  const code = (country || DEFAULT_PHONE_COUNTRY).toUpperCase() as CountryCode;
  try {
    return isValidPhoneNumber(value.trim(), code);
  } catch {
    return false;
  }
}

/** A stored number as people read it ('+44 7400 123456'); what cannot be parsed is shown as entered. */
export function formatPhoneNumber(value: string): string {
  try {
    return parsePhoneNumberFromString(value.trim())?.formatInternational() ?? value;
  } catch {
    return value;
  }
}

/** product §4 Checkout: delivery by email (digital) or a postal or collection option (physical). */
export const DELIVERY_MODES = ['digital', 'physical'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export interface CheckoutRules {
  /** Shipping is enabled and a non-digital option is chosen. */
  requiresAddress: boolean;
  /** Options exist and none is chosen. */
  missingDeliveryOption: boolean;
}

/** The checkout form's fields for these rules: the address, city, postcode, country and mobile number only for physical delivery. */
function customerFormFields(rules: CheckoutRules) {
  const forAddress = (message: string) => (rules.requiresAddress ? requiredText(message) : z.string());
  // In product §5's order: the server joins the messages in this order.
  return {
    ...payerFields,
    phone: z.string(),
    shipToName: forAddress(M.shipToNameRequired),
    company: z.string(),
    address: forAddress(M.addressRequired),
    apartment: z.string(),
    // City, region and postcode are judged by the chosen country's rules (countryAddress).
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: forAddress(M.countryRequired),
    mobileNumber: forAddress(M.mobileRequired),
    marketingOptIn: z.boolean(),
  };
}

/** product §5: a mobile number is judged per country (US when none is chosen). */
const validMobileNumber =
  (rules: CheckoutRules) => (form: { mobileNumber: string; country: string }, ctx: z.RefinementCtx) => {
    if (rules.requiresAddress && form.mobileNumber.trim() && !isValidMobileNumber(form.mobileNumber, form.country))
      ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: M.mobileInvalid });
  };

/** A postal address follows its country (decision 0080; the rules in postal-address.ts). */
const countryAddress =
  (rules: CheckoutRules) =>
  (form: { city: string; region: string; postalCode: string; country: string }, ctx: z.RefinementCtx) => {
    if (!rules.requiresAddress) return;
    for (const issue of postalAddressIssues(form))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  };

/** product §3 Customer form with the §5 checkout submit rules. */
export function customerFormSchema(rules: CheckoutRules) {
  return z.object(customerFormFields(rules)).superRefine(validMobileNumber(rules)).superRefine(countryAddress(rules));
}

const checkoutForms = new Map<string, ReturnType<typeof buildCheckoutFormSchema>>();
function buildCheckoutFormSchema(rules: CheckoutRules) {
  return z
    .object({
      ...customerFormFields(rules),
      deliveryMode: z.enum(DELIVERY_MODES),
      shippingOptionId: z.string().nullable(),
    })
    .superRefine(validMobileNumber(rules))
    .superRefine(countryAddress(rules))
    .superRefine((form, ctx) => {
      if (rules.missingDeliveryOption)
        ctx.addIssue({ code: 'custom', path: ['shippingOptionId'], message: M.deliveryOptionRequired });
    });
}

/** The checkout form (product §2): the customer, digital or physical delivery, and the chosen option; one schema per set of rules. */
export function checkoutFormSchema(rules: CheckoutRules) {
  const key = `${rules.requiresAddress}:${rules.missingDeliveryOption}`;
  let schema = checkoutForms.get(key);
  if (!schema) checkoutForms.set(key, (schema = buildCheckoutFormSchema(rules)));
  return schema;
}
export type CheckoutFormValues = z.input<ReturnType<typeof checkoutFormSchema>>;

const ERROR_ORDER: (keyof CustomerFormErrors)[] = [
  'firstName',
  'lastName',
  'email',
  'shipToName',
  'address',
  'city',
  'region',
  'postalCode',
  'country',
  'mobileNumber',
  'deliveryOption',
];

/** The first message of each field that breaks the rules (the server's check of a postal order, and tests). */
export function validateCustomerForm(form: CustomerForm, rules: CheckoutRules): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const issue of customerFormSchema(rules).safeParse(form).error?.issues ?? []) {
    const field = issue.path[0] as keyof CustomerForm;
    errors[field] ??= issue.message;
  }
  if (rules.missingDeliveryOption) errors.deliveryOption = M.deliveryOptionRequired;
  // In the form's order (product §5), whichever check found them: the server joins them so.
  return Object.fromEntries(
    ERROR_ORDER.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  ) as CustomerFormErrors;
}

/** The customer as the order validation payload carries it (product §3): the form's fields, limited, under the payload's names. */
export const orderCustomerSchema = z.strictObject({
  firstName: payerFields.firstName.max(100),
  lastName: payerFields.lastName.max(100),
  email: payerFields.email.max(254),
  phone: z.string().max(40).nullish(),
  mobileNumber: z.string().max(40).nullish(),
  /** Who a postal order is addressed to; blank means the buyer. */
  shipToName: z.string().max(200).nullish(),
  company: z.string().max(200).nullish(),
  address: z.string().max(300).nullish(),
  address2: z.string().max(300).nullish(),
  city: z.string().max(100).nullish(),
  region: z.string().max(100).nullish(),
  postcode: z.string().max(20).nullish(),
  country: z.string().max(2).nullish(),
  marketingOptIn: z.boolean().optional(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export function toOrderCustomer(form: CustomerForm): OrderCustomer {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim() || form.mobileNumber.trim(),
    mobileNumber: form.mobileNumber.trim(),
    shipToName: form.shipToName.trim() || null,
    company: form.company.trim() || null,
    address: form.address.trim(),
    address2: form.apartment.trim() || null,
    city: form.city.trim(),
    region: form.region.trim() || null,
    postcode: normalisePostcode(form.country, form.postalCode),
    country: form.country.trim().toUpperCase(),
    marketingOptIn: form.marketingOptIn,
  };
}

/** The order's customer back in the form's shape: the server judges a postal order's address by the form's rules. */
export function customerFormOf(customer: OrderCustomer): CustomerForm {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? '',
    mobileNumber: customer.mobileNumber ?? '',
    // An order from a client that names no recipient is posted to the buyer.
    shipToName: customer.shipToName?.trim() || `${customer.firstName} ${customer.lastName}`.trim(),
    company: customer.company ?? '',
    address: customer.address ?? '',
    apartment: customer.address2 ?? '',
    city: customer.city ?? '',
    region: customer.region ?? '',
    postalCode: customer.postcode ?? '',
    country: customer.country ?? '',
    marketingOptIn: customer.marketingOptIn ?? false,
  };
}
