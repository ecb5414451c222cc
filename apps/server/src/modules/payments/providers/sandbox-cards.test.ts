import { describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES } from '@giftfront/domain/sandbox-card';
import { cardBrandOf, checkSandboxCard, passesLuhn } from './sandbox-cards.ts';

const now = new Date('2025-03-15T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkSandboxCard({ number, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it('knows each test card by its number, with or without spaces', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', brand: 'visa', outcome: 'succeeds' });
    expect(card('4000 0000 0000 0002')).toMatchObject({ outcome: 'declined', last4: '0002' });
    expect(card('4000000000009995')).toMatchObject({ outcome: 'insufficient_funds' });
    expect(card('4000-0025-0000-3155')).toMatchObject({ outcome: 'requires_authentication' });
  });

  it('checks numbers with the Luhn algorithm', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, message: SANDBOX_MESSAGES.numberInvalid });
  });

  it('refuses a short number or one with letters', () => {
    expect(card('4242 4242')).toEqual({ ok: false, message: SANDBOX_MESSAGES.numberIncomplete });
    expect(card('4242 abcd 4242 4242')).toEqual({ ok: false, message: SANDBOX_MESSAGES.numberInvalid });
  });

  it('accepts a card through the end of its expiry month and refuses it after', () => {
    expect(card('4242424242424242', '03/25')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '02/25')).toEqual({ ok: false, message: SANDBOX_MESSAGES.expiryPast });
  });

  it('refuses a malformed expiry or security code', () => {
    expect(card('4242424242424242', '13/30')).toEqual({ ok: false, message: SANDBOX_MESSAGES.expiryInvalid });
    expect(card('4242424242424242', '1230')).toEqual({ ok: false, message: SANDBOX_MESSAGES.expiryIncomplete });
    expect(card('4242424242424242', '12/30', '12')).toEqual({ ok: false, message: SANDBOX_MESSAGES.cvcIncomplete });
  });
});

describe('cardBrandOf', () => {
  it('names the brand from the first digits, as Stripe spells it', () => {
    const numbers = [
      '4242424242424242',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3056930009020004',
    ];
    expect(numbers.map(cardBrandOf)).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'discover', null]);
  });
});
