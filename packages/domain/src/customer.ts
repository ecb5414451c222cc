import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { CUSTOMER_MESSAGES as M, payerFields, requiredText } from './customer-fields.ts';
import { postalAddressIssues } from './postal-address.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  DELIVERY_MODES,
  type CheckoutRules,
  type CustomerForm,
  type CustomerFormErrors,
} from './customer-form.ts';

/**
 * The customer form's rules that judge a mobile number (libphonenumber-js and its metadata, about
 * 27 KB compressed), with everything of customer-form.ts: the server and the confirmation page
 * import this module; the checkout takes customer-form.ts with its first load and this one a task
 * after its first render (apps/storefront features/checkout/checkout-rules-loader.ts).
 */
export * from './customer-form.ts';

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
