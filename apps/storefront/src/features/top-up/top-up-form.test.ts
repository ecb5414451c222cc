import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import { roomOnCard, topUpAmountSchema, topUpFormSchema } from '@giftfront/domain/top-up';
import { canPay, openedTopUpFields, validTopUpAmount, type PayState, type TopUpFields } from './top-up-form';

const ROOM = 100_000; // $1,000.00 left on the card
/** A card with ROOM left before the store's maximum balance. */
const limits = (currency: string, room: number) => ({
  currency,
  balanceMinor: minorUnits(0),
  maxBalanceMinor: minorUnits(room),
});
/** The message the dialog shows for an amount, as the domain's schema gives it. */
const topUpAmountError = (text: string, currency: string, room: number) =>
  topUpAmountSchema(limits(currency, room)).safeParse(text).error?.issues[0]?.message ?? null;
/** The first message of each field the dialog shows. */
function topUpFieldErrors(fields: TopUpFields, currency: string, room: number): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of topUpFormSchema(limits(currency, room)).safeParse(fields).error?.issues ?? [])
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('openedTopUpFields (product §4 Top-up)', () => {
  it('starts at 20 with the recipient email and no names', () => {
    expect(openedTopUpFields('ada@example.com')).toEqual({
      amountText: '20',
      firstName: '',
      lastName: '',
      email: 'ada@example.com',
    });
    expect(openedTopUpFields(null).email).toBe('');
  });
});

describe('topUpAmountError (product §5 Top-up)', () => {
  it('accepts 1 and amounts in cent steps', () => {
    expect(topUpAmountError('1', 'USD', ROOM)).toBeNull();
    expect(topUpAmountError('12.34', 'USD', ROOM)).toBeNull();
  });

  it('asks for an amount when empty', () => {
    expect(topUpAmountError('  ', 'USD', ROOM)).toBe('Enter an amount');
  });

  it('refuses text that is not a number', () => {
    expect(topUpAmountError('twenty', 'USD', ROOM)).toBe('Enter an amount as a number');
    expect(topUpAmountError('1e3', 'USD', ROOM)).toBe('Enter an amount as a number');
  });

  it('refuses zero and negative amounts', () => {
    expect(topUpAmountError('0', 'USD', ROOM)).toBe('Enter an amount greater than 0');
    expect(topUpAmountError('-5', 'USD', ROOM)).toBe('Enter an amount greater than 0');
  });

  it('refuses less than the minimum of 1', () => {
    expect(topUpAmountError('0.99', 'USD', ROOM)).toBe('The minimum top-up is $1.00');
  });

  it('refuses a third decimal', () => {
    expect(topUpAmountError('10.005', 'USD', ROOM)).toBe('Use at most 2 decimal places');
  });

  it('refuses what would pass the maximum balance, naming the room left', () => {
    expect(topUpAmountError('1000', 'USD', ROOM)).toBeNull();
    expect(topUpAmountError('1000.01', 'USD', ROOM)).toBe('This card can be topped up by at most $1,000.00');
    expect(topUpAmountError('1', 'USD', 0)).toBe('This card is already at its maximum balance');
  });

  it('gives the amount only while it is valid', () => {
    expect(validTopUpAmount(' 25.50 ', limits('USD', ROOM))).toBe(2550);
    expect(validTopUpAmount('0.5', limits('USD', ROOM))).toBeNull();
  });
});

describe('roomOnCard', () => {
  it('is the maximum balance less the balance, in minor units', () => {
    expect(roomOnCard({ balanceMinor: minorUnits(199_050), maxBalanceMinor: minorUnits(200_000) })).toBe(950);
  });
});

describe('topUpFieldErrors (product §5 Top-up)', () => {
  const fields = { amountText: '20', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  it('has no errors for a complete form', () => {
    expect(topUpFieldErrors(fields, 'USD', ROOM)).toEqual({});
  });

  it('requires the names and the email, with the checkout texts', () => {
    expect(topUpFieldErrors({ amountText: '20', firstName: ' ', lastName: '', email: '' }, 'USD', ROOM)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });

  it('refuses an email without the text@text.text shape', () => {
    expect(topUpFieldErrors({ ...fields, email: 'ada@example' }, 'USD', ROOM)).toEqual({ email: 'Email is invalid' });
  });

  it('carries the amount error', () => {
    expect(topUpFieldErrors({ ...fields, amountText: '0.5' }, 'USD', ROOM)).toEqual({
      amountText: 'The minimum top-up is $1.00',
    });
  });
});

describe('canPay (product §5 Top-up)', () => {
  const ready: PayState = {
    processing: false,
    initialising: false,
    clientSecret: 'pi_sb_1_secret_x',
    fieldsValid: true,
    paymentComplete: true,
  };

  it('allows paying when everything is in place', () => {
    expect(canPay(ready)).toBe(true);
  });

  it.each([
    ['processing', { processing: true }],
    ['initialising', { initialising: true }],
    ['without a client secret', { clientSecret: null }],
    ['with an invalid amount or missing fields', { fieldsValid: false }],
    ['before the card details are complete', { paymentComplete: false }],
  ])('is disabled %s', (_name, change) => {
    expect(canPay({ ...ready, ...change })).toBe(false);
  });
});
