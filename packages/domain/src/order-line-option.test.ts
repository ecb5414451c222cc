import { describe, expect, it } from 'vitest';
import { lineOptionLabel } from './order-line-option.ts';

const giftCard = { productType: 'GiftCard', denominationId: 'd25', denominationLabel: '$25', unitPriceMinor: 2500 };
const voucher = {
  productType: 'Voucher',
  denominationId: 'two',
  denominationLabel: 'Dinner for two',
  unitPriceMinor: 12000,
};

describe('the option bought, in the order’s language', () => {
  it("writes a gift card's amount in the language's way, not the catalog's en-US label", () => {
    expect(lineOptionLabel(giftCard, 'USD', 'en')).toBe('$25.00');
    expect(lineOptionLabel(giftCard, 'USD', 'fr')).toBe('25,00\u00a0$');
    expect(lineOptionLabel({ ...giftCard, unitPriceMinor: 123456 }, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it("keeps a voucher's option as the merchant named it, and has none without a label", () => {
    expect(lineOptionLabel(voucher, 'USD', 'fr')).toBe('Dinner for two');
    expect(lineOptionLabel({ ...voucher, denominationLabel: '' }, 'USD', 'en')).toBeNull();
  });

  it("takes the merchant's translation of the option in the order's language first", () => {
    const translations = { fr: { denominations: { d25: 'Vingt-cinq', two: 'Dîner pour deux' } } };
    expect(lineOptionLabel(giftCard, 'USD', 'fr', translations)).toBe('Vingt-cinq');
    expect(lineOptionLabel(voucher, 'USD', 'fr', translations)).toBe('Dîner pour deux');
    expect(lineOptionLabel(voucher, 'USD', 'de', translations)).toBe('Dinner for two');
  });
});
