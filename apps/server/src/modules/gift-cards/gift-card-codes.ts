import { GIFT_CARD_CODE_MIN_LENGTH } from '@giftfront/domain/constants';
import { randomString } from '../../lib/random-id.ts';

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new random code, e.g. 'K7QM-2XWP-9HRT-ZC4N' (16 characters, about 79 bits). */
export function generateGiftCardCode(length: number = GIFT_CARD_CODE_MIN_LENGTH): string {
  const raw = randomString(length, CODE_ALPHABET);
  return raw.match(/.{1,4}/g)!.join('-');
}
