import { describe, expect, it } from 'vitest';
import {
  emptyCustomerForm,
  formatPhoneNumber,
  isValidMobileNumber,
  orderCustomerSchema,
  toOrderCustomer,
  validateCustomerForm,
  type CustomerForm,
} from './customer.ts';

/** product §5 Checkout submit and the §3 Customer form as the order carries it. */
const named: CustomerForm = {
  ...emptyCustomerForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
const shipped: CustomerForm = {
  ...named,
  shipToName: 'Charles Babbage',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'GB',
  mobileNumber: '+447400123456',
};
const digital = { requiresAddress: false, missingDeliveryOption: false };
const postal = { requiresAddress: true, missingDeliveryOption: false };

describe('validateCustomerForm', () => {
  it('asks for first name, last name and email', () => {
    expect(validateCustomerForm({ ...emptyCustomerForm(), firstName: '  ' }, digital)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });

  it("says 'Email is invalid' without text, @, text, dot, text", () => {
    for (const email of ['ada', 'ada@example', '@example.com', 'ada @example.com'])
      expect(validateCustomerForm({ ...named, email }, digital)).toEqual({ email: 'Email is invalid' });
  });

  it('asks for no address with digital delivery', () => {
    expect(validateCustomerForm(named, digital)).toEqual({});
  });

  it("asks for the recipient's name, address, city, postcode, country and mobile number for physical delivery", () => {
    expect(validateCustomerForm(named, postal)).toEqual({
      shipToName: "Recipient's name is required",
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postcode is required',
      country: 'Country is required',
      mobileNumber: 'Mobile number is required',
    });
    expect(validateCustomerForm(shipped, postal)).toEqual({});
  });

  it("says 'Invalid mobile number format' for a number that is not valid in the chosen country", () => {
    expect(validateCustomerForm({ ...shipped, mobileNumber: '+44 7400' }, postal)).toEqual({
      mobileNumber: 'Invalid mobile number format',
    });
  });

  it("says 'Please select a delivery option' when options exist and none is chosen", () => {
    expect(validateCustomerForm(shipped, { requiresAddress: true, missingDeliveryOption: true })).toEqual({
      deliveryOption: 'Please select a delivery option',
    });
  });
});

describe('a postal address by its country (decision 0080)', () => {
  const american = { ...shipped, country: 'US', city: 'New York', postalCode: '10001', mobileNumber: '+12125550123' };

  it('refuses a US address without its state, naming it', () => {
    expect(validateCustomerForm(american, postal)).toEqual({ region: 'State is required' });
    expect(validateCustomerForm({ ...american, region: 'NY' }, postal)).toEqual({});
  });

  it('refuses a state that is not one of the country’s', () => {
    expect(validateCustomerForm({ ...american, region: 'Narnia' }, postal)).toEqual({
      region: 'Choose a state from the list',
    });
  });

  it('refuses a Canadian address without its province', () => {
    const canadian = { ...shipped, country: 'CA', city: 'Ottawa', postalCode: 'K1A 0B1', mobileNumber: '+16135550123' };
    expect(validateCustomerForm(canadian, postal)).toEqual({ region: 'Province is required' });
  });

  it('takes a UK address without a county', () => {
    expect(validateCustomerForm(shipped, postal)).toEqual({});
  });

  it('refuses a postcode of the wrong shape with an example', () => {
    expect(validateCustomerForm({ ...american, region: 'NY', postalCode: 'SW1A 1AA' }, postal)).toEqual({
      postalCode: 'That ZIP code does not look right for this country: enter one like 95014',
    });
  });

  it('asks nothing of the address for digital delivery', () => {
    expect(validateCustomerForm({ ...named, country: 'US', postalCode: 'x' }, digital)).toEqual({});
  });
});

describe('isValidMobileNumber', () => {
  it('judges a national number by the chosen country', () => {
    expect(isValidMobileNumber('07400 123456', 'GB')).toBe(true);
    expect(isValidMobileNumber('07400 123456', 'FR')).toBe(false);
  });

  it('judges by US rules when no country is chosen', () => {
    expect(isValidMobileNumber('(213) 373-4253', '')).toBe(true);
    expect(isValidMobileNumber('07400 123456', null)).toBe(false);
  });

  it('accepts international format whatever the country', () => {
    expect(isValidMobileNumber('+44 7400 123456', 'US')).toBe(true);
    expect(isValidMobileNumber('not a number', 'GB')).toBe(false);
  });
});

describe('formatPhoneNumber', () => {
  it('groups a stored international number as people read it', () => {
    expect(formatPhoneNumber('+447400123456')).toBe('+44 7400 123456');
    expect(formatPhoneNumber('+14155552671')).toBe('+1 415 555 2671');
  });

  it('shows what it cannot parse as it was entered', () => {
    expect(formatPhoneNumber('call me')).toBe('call me');
  });
});

describe('toOrderCustomer', () => {
  it('sends apartment as address2, postalCode as postcode, company or null, and a two-letter country', () => {
    expect(toOrderCustomer({ ...shipped, country: 'gb', apartment: ' Flat 3 ' })).toMatchObject({
      address2: 'Flat 3',
      postcode: 'SW1A 1AA',
      country: 'GB',
      company: null,
      phone: '+447400123456',
    });
    expect(orderCustomerSchema.safeParse(toOrderCustomer(shipped)).success).toBe(true);
  });

  it('refuses a field the customer does not have', () => {
    const parsed = orderCustomerSchema.safeParse({ ...toOrderCustomer(named), password: 'x' });
    expect(parsed.success).toBe(false);
  });
});
