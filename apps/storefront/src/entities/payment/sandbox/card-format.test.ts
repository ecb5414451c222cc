import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, isCardComplete } from './card-format';

describe('card number', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('drops anything but digits and stops at 19', () => {
    expect(formatCardNumber('4a2-4 2')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiry', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });

  it('lets the shopper delete back through the slash', () => {
    expect(formatExpiry('12/')).toBe('12');
  });
});

describe('cvc and completeness', () => {
  it('keeps up to four digits of the code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('is complete with a full number, a valid month and a code', () => {
    expect(isCardComplete({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toBe(true);
  });

  it('is incomplete with a short number, a month past 12 or a short code', () => {
    expect(isCardComplete({ number: '4242 4242', expiry: '12/30', cvc: '123' })).toBe(false);
    expect(isCardComplete({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' })).toBe(false);
    expect(isCardComplete({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '12' })).toBe(false);
  });
});
