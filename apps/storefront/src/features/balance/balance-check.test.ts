import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { ApiError } from '@/lib/api-client';
import {
  BALANCE_MESSAGES,
  balanceCheckOf,
  balanceErrorMessage,
  canCheckBalance,
  validBalanceResult,
} from './balance-check';

const card = (overrides: Partial<GiftCardLookup> = {}): GiftCardLookup => ({
  id: 'c1',
  code: 'GFTA-7K3M-9PQR-XW2Z',
  balance: minorUnits(42.5),
  isoCurrencyCode: 'EUR',
  expiresOn: '2027-11-21',
  recipientEmailAddress: 'ada@example.com',
  status: 'Active',
  ...overrides,
});

describe('balanceCheckOf (product §4 Balance check)', () => {
  const answered = (data: GiftCardLookup | null) => ({ isPending: false, data, error: null });

  it('is idle before any check, and checking while a check runs (a new check clears the last result)', () => {
    expect(balanceCheckOf(null)).toEqual({ status: 'idle' });
    expect(balanceCheckOf({ isPending: true, data: undefined, error: null })).toEqual({ status: 'checking' });
  });

  it('shows the card found, or the not-found text for an answer that is no card', () => {
    expect(balanceCheckOf(answered(card()))).toEqual({ status: 'success', card: card() });
    expect(balanceCheckOf(answered(null))).toEqual({ status: 'error', message: BALANCE_MESSAGES.notFound });
  });

  it('shows a failure in the words of product §8', () => {
    const failed = (error: unknown) => balanceCheckOf({ isPending: false, data: undefined, error });
    expect(failed(new ApiError('404 Not Found', 404))).toEqual({ status: 'error', message: BALANCE_MESSAGES.notFound });
    expect(failed(new ApiError('Too many checks. Try again in 30 seconds.', 429))).toEqual({
      status: 'error',
      message: 'Too many checks. Try again in 30 seconds.',
    });
    expect(failed(new ApiError('500 Internal Server Error', 500))).toEqual({
      status: 'error',
      message: BALANCE_MESSAGES.failed,
    });
  });

  it('keeps the shown card when a quiet re-read fails, and shows the re-read card when it succeeds', () => {
    expect(balanceCheckOf({ isPending: false, data: card(), error: new ApiError('offline', 0) })).toEqual({
      status: 'success',
      card: card(),
    });
    expect(balanceCheckOf(answered(card({ balance: minorUnits(62.5) })))).toEqual({
      status: 'success',
      card: card({ balance: minorUnits(62.5) }),
    });
  });
});

describe('validBalanceResult (product §5 Balance)', () => {
  it('accepts a card with a numeric balance and a currency code', () => {
    expect(validBalanceResult(card({ balance: minorUnits(0) }))).toEqual(card({ balance: minorUnits(0) }));
  });

  it('refuses a balance that is not a number', () => {
    expect(validBalanceResult({ ...card(), balance: '42.50' })).toBeNull();
    expect(validBalanceResult({ ...card(), balance: Number.NaN })).toBeNull();
  });

  it('refuses a missing or empty currency code', () => {
    expect(validBalanceResult({ ...card(), isoCurrencyCode: '' })).toBeNull();
    expect(validBalanceResult({ ...card(), isoCurrencyCode: undefined })).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(validBalanceResult(undefined)).toBeNull();
    expect(validBalanceResult('')).toBeNull();
  });
});

describe('balanceErrorMessage (product §8 Balance)', () => {
  it('says not found for a 404', () => {
    expect(balanceErrorMessage(new ApiError('404 Not Found', 404))).toBe('Gift card not found or invalid code.');
  });

  it("shows the server's own text for too many lookups", () => {
    const message = 'Too many gift card lookups. Please try again in 10 minutes.';
    expect(balanceErrorMessage(new ApiError(message, 429))).toBe(message);
  });

  it('gives the generic text for any other failure', () => {
    expect(balanceErrorMessage(new ApiError('500 Internal Server Error', 500))).toBe(
      'An error occurred while checking the balance.',
    );
    expect(balanceErrorMessage(new ApiError('Could not reach the store.', 0))).toBe(
      'An error occurred while checking the balance.',
    );
    expect(balanceErrorMessage(new TypeError('boom'))).toBe('An error occurred while checking the balance.');
  });
});

describe('canCheckBalance (product §5 Balance)', () => {
  it('needs a code that is not only spaces', () => {
    expect(canCheckBalance('', false)).toBe(false);
    expect(canCheckBalance('   ', false)).toBe(false);
    expect(canCheckBalance(' ab12 ', false)).toBe(true);
  });

  it('is off while a check runs', () => {
    expect(canCheckBalance('AB12', true)).toBe(false);
  });
});
