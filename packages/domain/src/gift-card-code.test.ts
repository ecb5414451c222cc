import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_MAX_LENGTH, giftCardCodeFormSchema, maskGiftCardCode, parseGiftCardCode } from './gift-card.ts';
import { storeFileGiftCardSchema } from './store-file.ts';

describe('parseGiftCardCode', () => {
  it('trims, drops spaces and dashes and upper-cases', () => {
    expect(parseGiftCardCode('  abcd-efgh 2345\tjkmn ')).toBe('ABCDEFGH2345JKMN');
  });

  it('refuses text that is empty after normalising', () => {
    expect(parseGiftCardCode(' - - ')).toBeNull();
  });

  it('refuses a code longer than the maximum', () => {
    expect(parseGiftCardCode('A'.repeat(GIFT_CARD_CODE_MAX_LENGTH))).not.toBeNull();
    expect(parseGiftCardCode('A'.repeat(GIFT_CARD_CODE_MAX_LENGTH + 1))).toBeNull();
  });

  it.each(['ABCD_1234', 'ABCD/1234', "ABCD'1234", 'ÄBCD1234', 'ABCD%1234', 'ABCD\u00001234'])(
    'refuses characters other than letters and digits: %j',
    (text) => {
      expect(parseGiftCardCode(text)).toBeNull();
    },
  );
});

describe('maskGiftCardCode', () => {
  it('shows only the last four characters', () => {
    expect(maskGiftCardCode('abcd-efgh-2345-jkmn')).toBe('•••• JKMN');
  });
});

describe('gift cards in a store file', () => {
  const card = { balance: 10, isoCurrencyCode: 'USD' };

  it('accepts a code with spaces and dashes', () => {
    expect(storeFileGiftCardSchema.safeParse({ ...card, code: 'ABCD-1234 EFGH' }).success).toBe(true);
  });

  it('refuses a code that no lookup could match', () => {
    const result = storeFileGiftCardSchema.safeParse({ ...card, code: 'ABCD_1234' });
    expect(result.error?.issues[0]?.message).toBe('expected letters and digits (spaces and dashes are ignored)');
  });
});

describe('giftCardCodeFormSchema', () => {
  it('gives the normalised code of what was typed', () => {
    expect(giftCardCodeFormSchema.parse({ code: ' gfdemo-2468 1357-abcd ' })).toEqual({ code: 'GFDEMO24681357ABCD' });
  });

  it('asks for a code when the field is empty, and names the characters a code may hold', () => {
    expect(giftCardCodeFormSchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Enter the gift card code');
    expect(giftCardCodeFormSchema.safeParse({ code: 'ABCD/1234' }).error?.issues[0]?.message).toBe(
      'A gift card code has only letters and digits (spaces and dashes are fine)',
    );
  });
});
