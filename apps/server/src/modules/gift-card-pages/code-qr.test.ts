import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_MAX_LENGTH } from '@giftfront/domain/gift-card';
import { decodeQrPng } from '../../../test/qr-codes.ts';
import { generateGiftCardCode } from '../gift-cards/gift-card-codes.ts';
import { codeQrPng } from './code-qr.ts';

describe('the QR code of a gift card code', () => {
  it.each([
    ['an issued code', generateGiftCardCode()],
    ['an imported code with lower case and a space, as printed', 'abcd-1234 efgh'],
    [
      'the longest code, grouped',
      'K7QM'
        .repeat(GIFT_CARD_CODE_MAX_LENGTH / 4)
        .match(/.{4}/g)!
        .join('-'),
    ],
  ])('scans as exactly %s', async (_what, code) => {
    const png = await codeQrPng(code);
    expect(decodeQrPng(png)).toBe(code);
  });
});
