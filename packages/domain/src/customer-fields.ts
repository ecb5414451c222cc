import { z } from 'zod';
import { isValidEmail } from './email.ts';

/**
 * product §5 Checkout submit texts, and the fields every form that asks who is paying shares: the
 * checkout's Your Details and the top-up's payer. Free of the phone library, so the top-up does
 * not load it.
 */
export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  shipToNameRequired: "Recipient's name is required",
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  postcodeRequired: 'Postcode is required',
  countryRequired: 'Country is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Invalid mobile number format',
  deliveryOptionRequired: 'Please select a delivery option',
} as const;
const M = CUSTOMER_MESSAGES;

/** A text that must not be blank, with its message. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** Who pays: first name, last name and an address of the shape text, @, text, dot, text. */
export const payerFields = {
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  email: requiredText(M.emailRequired).refine(isValidEmail, M.emailInvalid),
};
