import { describe, expect, it } from 'vitest';
import { parseAmount, sanitizeAmountInput } from './custom-amount';

describe('custom amount input (product §5)', () => {
  it('keeps digits and one decimal point', () => {
    expect(sanitizeAmountInput('125.5')).toBe('125.5');
  });

  it('drops letters, signs, spaces and separators', () => {
    expect(sanitizeAmountInput('-1,2a3 e4')).toBe('1234');
  });

  it('drops every decimal point after the first', () => {
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
  });

  it("drops digits past the currency's minor units", () => {
    expect(sanitizeAmountInput('10.999')).toBe('10.99');
    expect(sanitizeAmountInput('500.5', 0)).toBe('5005');
  });

  it('counts an empty amount as 0', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('.')).toBe(0);
  });

  it('reads a typed amount', () => {
    expect(parseAmount('42.50')).toBe(42.5);
    expect(parseAmount('007')).toBe(7);
  });
});
