import { describe, expect, it } from 'vitest';
import { amountFromApi, amountToApi, currencySymbol, formatAmount } from './money';

describe('amounts between the API and the dashboard', () => {
  it('turns the API decimals into minor units and back, per currency', () => {
    expect(amountFromApi(12.5, 'USD')).toBe(1250);
    expect(amountFromApi(1.005, 'USD')).toBe(101);
    expect(amountFromApi(500, 'JPY')).toBe(500);
    expect(amountToApi(1250, 'USD')).toBe(12.5);
    expect(amountToApi(500, 'JPY')).toBe(500);
    expect(formatAmount(7500, 'USD')).toBe('$75.00');
  });

  it('names the symbol an amount field shows for the currency', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
  });
});
