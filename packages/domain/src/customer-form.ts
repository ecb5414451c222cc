import { z } from 'zod';
import { payerFields } from './customer-fields.ts';
import { emptyPostalGiftAddress, normalisePostcode } from './postal-address.ts';

/**
 * The customer form's shapes that need no phone library: the form, its errors, the delivery modes
 * and rules, and the customer as an order carries it. The checkout's first load takes these; the
 * rules that judge a mobile number (libphonenumber-js's metadata) are in customer.ts, which the
 * checkout loads after its first render and the server and the confirmation page import as before.
 */

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
  ...emptyPostalGiftAddress(),
  marketingOptIn: false,
});

export type CustomerFormErrors = Partial<Record<keyof CustomerForm | 'deliveryOption', string>>;

export const DEFAULT_PHONE_COUNTRY = 'US';

/** product §4 Checkout: delivery by email (digital) or a postal or collection option (physical). */
export const DELIVERY_MODES = ['digital', 'physical'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export interface CheckoutRules {
  /** Shipping is enabled and a non-digital option is chosen. */
  requiresAddress: boolean;
  /** Options exist and none is chosen. */
  missingDeliveryOption: boolean;
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
