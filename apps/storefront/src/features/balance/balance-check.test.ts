import { describe, expect, it } from 'vitest';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { ApiError } from '@/lib/api-client';
import {
  balanceCheckReducer,
  balanceErrorMessage,
  canCheckBalance,
  validBalanceResult,
  type BalanceCheck,
} from './balance-check';

const card = (overrides: Partial<GiftCardLookup> = {}): GiftCardLookup => ({
  id: 'c1',
  code: 'GFTA-7K3M-9PQR-XW2Z',
  balance: 42.5,
  isoCurrencyCode: 'EUR',
  expiresOn: '2027-11-21',
  recipientEmailAddress: 'ada@example.com',
  status: 'Active',
  ...overrides,
});

describe('balanceCheckReducer (product §4 Balance check)', () => {
  it('goes from idle to checking to success', () => {
    const checking = balanceCheckReducer({ status: 'idle' }, { type: 'check' });
    expect(checking).toEqual({ status: 'checking' });
    expect(balanceCheckReducer(checking, { type: 'found', card: card() })).toEqual({ status: 'success', card: card() });
  });

  it('goes from checking to error with the message', () => {
    expect(balanceCheckReducer({ status: 'checking' }, { type: 'failed', message: 'Nope' })).toEqual({
      status: 'error',
      message: 'Nope',
    });
  });

  it('clears the previous result when a new check starts', () => {
    expect(balanceCheckReducer({ status: 'success', card: card() }, { type: 'check' })).toEqual({ status: 'checking' });
  });

  it('clears the previous error when a new check starts', () => {
    expect(balanceCheckReducer({ status: 'error', message: 'Nope' }, { type: 'check' })).toEqual({
      status: 'checking',
    });
  });

  it('replaces the shown card on a refresh of the same card', () => {
    const shown: BalanceCheck = { status: 'success', card: card() };
    expect(balanceCheckReducer(shown, { type: 'refreshed', card: card({ balance: 62.5 }) })).toEqual({
      status: 'success',
      card: card({ balance: 62.5 }),
    });
  });

  it('ignores a refresh that arrives after another check began', () => {
    expect(balanceCheckReducer({ status: 'checking' }, { type: 'refreshed', card: card() })).toEqual({
      status: 'checking',
    });
    const other: BalanceCheck = { status: 'success', card: card({ id: 'c2' }) };
    expect(balanceCheckReducer(other, { type: 'refreshed', card: card() })).toBe(other);
  });
});

describe('validBalanceResult (product §5 Balance)', () => {
  it('accepts a card with a numeric balance and a currency code', () => {
    expect(validBalanceResult(card({ balance: 0 }))).toEqual(card({ balance: 0 }));
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
