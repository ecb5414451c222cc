import { describe, expect, it } from 'vitest';
import { regionCode, walletContactToForm } from './wallet-contact';

describe('an express wallet’s shipping address in the checkout form (decision 0116)', () => {
  it('fills the Ship to from Stripe’s shipping address, the state as the country’s list codes it', () => {
    const fields = walletContactToForm({
      shippingAddress: {
        name: 'Chloé Tremblay',
        address: {
          line1: '100 Queen St W',
          line2: 'Suite 1200',
          city: 'Toronto',
          state: 'Ontario',
          postal_code: 'm5h 2n2',
          country: 'ca',
        },
      },
    });
    expect(fields).toEqual({
      shipToName: 'Chloé Tremblay',
      address: '100 Queen St W',
      apartment: 'Suite 1200',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
    });
  });

  it('keeps a state code, and a region typed where the country has no list', () => {
    expect(regionCode('US', 'va')).toBe('VA');
    expect(regionCode('US', 'Virginia')).toBe('VA');
    expect(regionCode('DE', 'Bayern')).toBe('Bayern');
  });

  it('fills the payer only where the shopper left it blank', () => {
    const contact = { name: 'Wally van Wallet', email: 'wally@example.com', phone: '+1 202 555 0143' };
    expect(walletContactToForm(contact)).toEqual({
      firstName: 'Wally',
      lastName: 'van Wallet',
      email: 'wally@example.com',
      mobileNumber: '+1 202 555 0143',
    });
    expect(walletContactToForm(contact, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toEqual({
      mobileNumber: '+1 202 555 0143',
    });
  });
});
