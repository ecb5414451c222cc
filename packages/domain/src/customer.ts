import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { isValidEmail } from './gift-details.ts';

/** SPEC §3 Customer form and its §5 checkout submit messages. */
export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobileNumber: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
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
  company: '',
  address: '',
  apartment: '',
  city: '',
  postalCode: '',
  country: '',
  marketingOptIn: false,
});

export type CustomerFormErrors = Partial<Record<keyof CustomerForm | 'deliveryOption', string>>;

export const DEFAULT_PHONE_COUNTRY = 'US';

/** Phone validity is judged per country; the default country is US (SPEC §5). */
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

export interface CheckoutRules {
  /** Shipping is enabled and a non-digital option is chosen. */
  requiresAddress: boolean;
  /** Options exist and none is chosen. */
  missingDeliveryOption: boolean;
}

export function validateCustomerForm(form: CustomerForm, rules: CheckoutRules): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isValidEmail(form.email)) errors.email = 'Email is invalid';
  if (rules.requiresAddress) {
    if (!form.address.trim()) errors.address = 'Address is required';
    if (!form.city.trim()) errors.city = 'City is required';
    if (!form.postalCode.trim()) errors.postalCode = 'Postcode is required';
    if (!form.country.trim()) errors.country = 'Country is required';
    if (!form.mobileNumber.trim()) errors.mobileNumber = 'Mobile number is required';
    else if (!isValidMobileNumber(form.mobileNumber, form.country)) errors.mobileNumber = 'Invalid mobile number format';
  }
  if (rules.missingDeliveryOption) errors.deliveryOption = 'Please select a delivery option';
  return errors;
}

/** The customer as the order validation payload carries it (SPEC §3). */
export const orderCustomerSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().min(1, 'Email is required').max(254).refine(isValidEmail, 'Email is invalid'),
  phone: z.string().max(40).nullish(),
  mobileNumber: z.string().max(40).nullish(),
  company: z.string().max(200).nullish(),
  address: z.string().max(300).nullish(),
  address2: z.string().max(300).nullish(),
  city: z.string().max(100).nullish(),
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
    company: form.company.trim() || null,
    address: form.address.trim(),
    address2: form.apartment.trim() || null,
    city: form.city.trim(),
    postcode: form.postalCode.trim(),
    country: form.country.trim().toUpperCase(),
    marketingOptIn: form.marketingOptIn,
  };
}
