import { describe, expect, it } from 'vitest';
import { giftCardExpiryDate, giftCardExpirySentence } from './gift-card-expiry.ts';

describe('giftCardExpiryDate', () => {
  it('has no date without a policy', () => {
    expect(giftCardExpiryDate({ months: null }, new Date('2026-01-15T10:00:00Z'), 'UTC')).toBeNull();
    expect(giftCardExpiryDate(undefined, new Date('2026-01-15T10:00:00Z'), 'UTC')).toBeNull();
  });

  it('adds the months to the purchase day', () => {
    expect(giftCardExpiryDate({ months: 12 }, new Date('2026-01-15T10:00:00Z'), 'UTC')).toBe('2027-01-15');
    expect(giftCardExpiryDate({ months: 14 }, new Date('2026-11-15T10:00:00Z'), 'UTC')).toBe('2028-01-15');
  });

  it('counts the day in the store’s time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Auckland.
    expect(giftCardExpiryDate({ months: 1 }, new Date('2026-12-31T23:30:00Z'), 'Pacific/Auckland')).toBe('2027-02-01');
    expect(giftCardExpiryDate({ months: 1 }, new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2027-01-31');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(giftCardExpiryDate({ months: 1 }, new Date('2027-01-31T12:00:00Z'), 'UTC')).toBe('2027-02-28');
    expect(giftCardExpiryDate({ months: 1 }, new Date('2028-01-31T12:00:00Z'), 'UTC')).toBe('2028-02-29');
  });
});

describe('giftCardExpirySentence', () => {
  it('says months or whole years', () => {
    expect(giftCardExpirySentence({ months: null })).toBeNull();
    expect(giftCardExpirySentence({ months: 1 })).toBe('Valid for 1 month from the day of purchase.');
    expect(giftCardExpirySentence({ months: 18 })).toBe('Valid for 18 months from the day of purchase.');
    expect(giftCardExpirySentence({ months: 24 })).toBe('Valid for 2 years from the day of purchase.');
  });
});
