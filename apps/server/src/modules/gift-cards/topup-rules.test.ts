import { describe, expect, it } from 'vitest';
import { topupAmountProblem, topupCardProblem, type TopupCard } from './topup-rules.ts';

const TODAY = '2030-06-15';
const card = (overrides: Partial<TopupCard> = {}): TopupCard => ({
  kind: 'money',
  title: 'Classic Gift Card',
  status: 'Active',
  expiresOn: null,
  currency: 'USD',
  balanceMinor: 5000,
  ...overrides,
});

describe('topupCardProblem', () => {
  it('accepts an active card in the store currency', () => {
    expect(topupCardProblem(card(), 'USD', TODAY)).toBeNull();
  });

  it('refuses a voucher, whatever it is worth (decision 0015)', () => {
    expect(topupCardProblem(card({ kind: 'voucher', title: 'Spa Day' }), 'USD', TODAY)).toBe(
      'This is a voucher for Spa Day; a voucher cannot be topped up.',
    );
  });

  it('accepts a card on its expiry day', () => {
    expect(topupCardProblem(card({ expiresOn: TODAY }), 'USD', TODAY)).toBeNull();
  });

  it('refuses a card past its expiry date', () => {
    expect(topupCardProblem(card({ expiresOn: '2030-06-14' }), 'USD', TODAY)).toBe(
      'This gift card has expired and cannot be topped up.',
    );
  });

  it('refuses a card stored as Expired, and an inactive card past its date, as expired', () => {
    expect(topupCardProblem(card({ status: 'Expired' }), 'USD', TODAY)).toBe(
      'This gift card has expired and cannot be topped up.',
    );
    expect(topupCardProblem(card({ status: 'Inactive', expiresOn: '2020-01-01' }), 'USD', TODAY)).toBe(
      'This gift card has expired and cannot be topped up.',
    );
  });

  it('refuses an inactive or redeemed card', () => {
    expect(topupCardProblem(card({ status: 'Inactive' }), 'USD', TODAY)).toBe(
      'This gift card is not active and cannot be topped up.',
    );
    expect(topupCardProblem(card({ status: 'Redeemed' }), 'USD', TODAY)).toBe(
      'This gift card is not active and cannot be topped up.',
    );
  });

  it('refuses a card in another currency', () => {
    expect(topupCardProblem(card({ currency: 'EUR' }), 'USD', TODAY)).toBe(
      'This gift card is in EUR; this store charges in USD.',
    );
  });
});

describe('topupAmountProblem', () => {
  it('accepts the minimum of 1 and cent steps', () => {
    expect(topupAmountProblem(1, card(), 'USD', 2000)).toBeNull();
    expect(topupAmountProblem(12.34, card(), 'USD', 2000)).toBeNull();
  });

  it('refuses less than 1', () => {
    expect(topupAmountProblem(0.99, card(), 'USD', 2000)).toBe('The top-up amount must be at least $1.00.');
  });

  it('refuses a third decimal instead of rounding it', () => {
    expect(topupAmountProblem(10.005, card(), 'USD', 2000)).toBe(
      'The top-up amount can have at most 2 decimal places.',
    );
  });

  it('tolerates binary noise in an amount with two decimals', () => {
    expect(topupAmountProblem(0.1 + 0.2 + 1, card(), 'USD', 2000)).toBeNull();
  });

  it('asks for whole numbers in a currency without minor units', () => {
    expect(topupAmountProblem(100.5, card({ currency: 'JPY' }), 'JPY', 200_000)).toBe(
      'The top-up amount must be a whole number.',
    );
  });

  it('lets the balance reach the maximum exactly', () => {
    expect(topupAmountProblem(1950, card({ balanceMinor: 5000 }), 'USD', 2000)).toBeNull();
  });

  it('refuses one cent past the maximum, saying how much room is left', () => {
    expect(topupAmountProblem(1950.01, card({ balanceMinor: 5000 }), 'USD', 2000)).toBe(
      'This card can be topped up by at most $1,950.00 (the maximum balance is $2,000.00).',
    );
  });

  it('says when the card is already full', () => {
    expect(topupAmountProblem(1, card({ balanceMinor: 200_000 }), 'USD', 2000)).toBe(
      'This card is already at the maximum balance of $2,000.00.',
    );
  });
});
