import { describe, expect, it } from 'vitest';
import { minorUnits } from '@giftfront/domain/money';
import { currencySymbol, formatAmount } from './money';

describe('amounts in the dashboard', () => {
  it('writes minor units in the currency given', () => {
    expect(formatAmount(minorUnits(7500), 'USD')).toBe('$75.00');
    expect(formatAmount(minorUnits(500), 'JPY')).toBe('¥500');
  });

  it('names the symbol an amount field shows for the currency', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
  });
});
