import { ORDER_REFERENCE_PREFIX } from '@giftfront/domain/constants';
import { randomString } from '../../lib/random-id.ts';
import { CODE_ALPHABET } from '../gift-cards/index.ts';

/** product §9 'ORD-' plus a timestamp; a short random suffix keeps two orders in one millisecond apart. */
export function newOrderReference(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${ORDER_REFERENCE_PREFIX}${stamp}-${randomString(4, CODE_ALPHABET)}`;
}
