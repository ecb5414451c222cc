import { describe, expect, it } from 'vitest';
import { formatCardCvc, formatCardExpiry, formatCardNumber, isSandboxCardComplete } from './sandbox-card-input';

describe('sandbox card input', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash into the expiry by itself', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12/345')).toBe('12/34');
  });

  it('lets the shopper delete back over the slash', () => {
    expect(formatCardExpiry('12/')).toBe('12');
  });

  it('keeps at most four digits of the security code', () => {
    expect(formatCardCvc('12a345')).toBe('1234');
  });

  it('is complete with a number, a month from 01 to 12 with a year, and a 3 or 4 digit code', () => {
    expect(isSandboxCardComplete({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toBe(true);
    expect(isSandboxCardComplete({ number: '4242 4242 4242 4242', expiry: '13/34', cvc: '123' })).toBe(false);
    expect(isSandboxCardComplete({ number: '4242 4242', expiry: '12/34', cvc: '123' })).toBe(false);
    expect(isSandboxCardComplete({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '12' })).toBe(false);
  });
});
