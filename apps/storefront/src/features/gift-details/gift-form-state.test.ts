import { describe, expect, it } from 'vitest';
import { initialGiftFormValues } from './gift-form-state';

describe('the gift form opens', () => {
  it('with From as the name typed at checkout', () => {
    expect(initialGiftFormValues({ quantity: 1, checkoutName: 'Ada Lovelace' }).senderName).toBe('Ada Lovelace');
  });

  it("with the line's own From when it has one", () => {
    expect(
      initialGiftFormValues({ quantity: 1, checkoutName: 'Ada Lovelace', giftDetails: { senderName: 'Aunt Mo' } })
        .senderName,
    ).toBe('Aunt Mo');
  });

  it('with an empty From when the shopper has not been to checkout', () => {
    expect(initialGiftFormValues({ quantity: 1 }).senderName).toBe('');
  });
});
