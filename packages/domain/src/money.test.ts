import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  formatMoney,
  formatMoneyWithCode,
  formatWithSimpleSymbol,
  minorUnits,
  percentToBasisPoints,
  toMajor,
  toMinor,
} from './money.ts';

describe('money', () => {
  it('converts decimals to minor units without binary noise', () => {
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(25, 'USD')).toBe(2500);
  });

  it('respects the currency exponent', () => {
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMajor(minorUnits(1500), 'JPY')).toBe(1500);
    expect(toMajor(minorUnits(1999), 'USD')).toBe(19.99);
  });

  it('formats en-US with the narrow currency symbol (product §9)', () => {
    expect(formatMoney(minorUnits(2500), 'USD')).toBe('$25.00');
    expect(formatMoney(minorUnits(123456), 'EUR')).toBe('€1,234.56');
    expect(formatMoney(minorUnits(999), 'GBP')).toBe('£9.99');
    expect(formatMoney(minorUnits(1000), 'CAD')).toBe('$10.00');
  });

  it('names the currency once: its code after a bare symbol, none after a symbol that names it', () => {
    expect(formatMoneyWithCode(minorUnits(2563), 'usd')).toBe('$25.63 USD');
    expect(formatMoneyWithCode(minorUnits(2563), 'EUR', 'fr')).toBe('25,63\u00a0€ EUR');
    expect(formatMoneyWithCode(minorUnits(2563), 'USD', 'ar')).toBe(formatMoney(minorUnits(2563), 'USD', 'ar'));
    expect(formatMoneyWithCode(minorUnits(2563), 'USD', 'ar')).toContain('US$');
    expect(formatMoneyWithCode(minorUnits(2563), 'CHF')).toBe('CHF\u00a025.63');
  });

  it('uses $, € or £ and otherwise $ on the preview page and for fees', () => {
    expect(formatWithSimpleSymbol(minorUnits(2500), 'EUR')).toBe('€25.00');
    expect(formatWithSimpleSymbol(minorUnits(2500), 'GBP')).toBe('£25.00');
    expect(formatWithSimpleSymbol(minorUnits(2500), 'CHF')).toBe('$25.00');
  });

  it('rounds halves up in integer division', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(5, 3)).toBe(2);
  });

  it('turns percentages into basis points', () => {
    expect(percentToBasisPoints(2.5)).toBe(250);
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(0.07)).toBe(7);
  });
});
