import { z } from 'zod';
import { addressRulesFor, isKnownRegion, isValidPostcode, type AddressRules } from './address-format.ts';
import { CUSTOMER_MESSAGES as M } from './customer-fields.ts';

/**
 * A postal address judged by its country's rules (Google's address data, decision 0080): a US
 * address needs its state, a Canadian one its province, a UK county is optional, and each postcode
 * has its country's shape. The checkout's Ship to and a postal gift's address (issue 26 item 12)
 * refuse the same things with the same sentences.
 */
export interface PostalAddressForm {
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface PostalAddressIssue {
  field: keyof PostalAddressForm;
  message: string;
}

/** What is wrong with the city, region and postcode for the chosen country (none when all is well). */
export function postalAddressIssues(form: PostalAddressForm): PostalAddressIssue[] {
  const issues: PostalAddressIssue[] = [];
  const address = addressRulesFor(form.country);
  if (address.city.shown && address.city.required && !form.city.trim())
    issues.push({ field: 'city', message: M.cityRequired });
  const region = form.region.trim();
  if (address.region.shown && address.region.required && !region)
    issues.push({ field: 'region', message: `${address.region.label} is required` });
  else if (address.region.shown && region && !isKnownRegion(form.country, region))
    issues.push({ field: 'region', message: `Choose a ${address.region.label.toLowerCase()} from the list` });
  const postcode = form.postalCode.trim();
  if (address.postcode.shown && address.postcode.required && !postcode)
    issues.push({ field: 'postalCode', message: postcodeRequiredMessage(address.postcode.label) });
  else if (postcode && !isValidPostcode(form.country, postcode))
    issues.push({ field: 'postalCode', message: postcodeInvalidMessage(address) });
  return issues;
}

/** product §5 says 'Postcode is required'; a country that calls it otherwise gets its own word. */
function postcodeRequiredMessage(label: string) {
  return label === 'Postcode' ? M.postcodeRequired : `${label} is required`;
}
function postcodeInvalidMessage(address: AddressRules) {
  const label = address.postcode.label === 'Postcode' ? 'postcode' : address.postcode.label;
  const example = address.postcode.example ? ` like ${address.postcode.example}` : '';
  return `That ${label} does not look right for this country: enter one${example}`;
}

/** A postcode as its country writes it: trimmed, capitals where the country uses them (UK, Canada). */
export function normalisePostcode(country: string, postcode: string): string {
  const value = postcode.trim().replace(/\s+/g, ' ');
  return ['GB', 'CA', 'IE', 'NL'].includes(country.trim().toUpperCase()) ? value.toUpperCase() : value;
}

const addressFields = {
  company: z.string().trim().max(200),
  address: z.string().trim().max(300),
  apartment: z.string().trim().max(300),
  city: z.string().trim().max(100),
  region: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  country: z.string().trim().max(2),
};

/** The address and country are asked for, then the rest by the country's rules. */
function checkAddress(form: PostalAddressForm & { address: string }, ctx: z.RefinementCtx) {
  if (!form.country.trim()) ctx.addIssue({ code: 'custom', path: ['country'], message: M.countryRequired });
  if (!form.address.trim()) ctx.addIssue({ code: 'custom', path: ['address'], message: M.addressRequired });
  if (!form.country.trim()) return;
  for (const issue of postalAddressIssues(form))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/**
 * Where a postal gift is posted (issue 26 item 12), as the gift dialog types it, the cart keeps it
 * and an order line carries it; who it is posted to is the gift's recipientName.
 */
export const postalGiftAddressSchema = z
  .object({
    ...addressFields,
    company: addressFields.company.default(''),
    apartment: addressFields.apartment.default(''),
    city: addressFields.city.default(''),
    region: addressFields.region.default(''),
    postalCode: addressFields.postalCode.default(''),
  })
  .superRefine(checkAddress);
export type PostalGiftAddress = z.infer<typeof postalGiftAddressSchema>;

/** The same address as a form holds it (every field a string), judged by the same rules. */
export const postalGiftAddressFormSchema = z.object(addressFields).superRefine(checkAddress);
export type PostalGiftAddressForm = z.infer<typeof postalGiftAddressFormSchema>;

export const emptyPostalGiftAddress = (): PostalGiftAddressForm => ({
  company: '',
  address: '',
  apartment: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
});

/** Two addresses are the same place (one order is posted to one address). */
export function samePostalAddress(a: PostalGiftAddressForm, b: PostalGiftAddressForm): boolean {
  const key = (x: PostalGiftAddressForm) =>
    [x.company, x.address, x.apartment, x.city, x.region, normalisePostcode(x.country, x.postalCode), x.country]
      .map((part) => part.trim().toLowerCase())
      .join('\n');
  return key(a) === key(b);
}
