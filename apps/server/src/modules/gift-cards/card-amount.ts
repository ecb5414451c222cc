import { z } from 'zod';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { toMajor, toMinor } from '@giftfront/domain/money';
import { badRequest } from '../../lib/http-errors.ts';

type AmountCodec<T extends { amount: number }> = z.ZodType<T, T>;

/**
 * A body's decimal amount in minor units of the card's currency, through the domain's codec;
 * an amount finer than the currency's minor unit (10.005 USD) is refused, not rounded.
 */
export function decodeAmountBody<T extends { amount: number }>(codec: AmountCodec<T>, body: T, currency: string): T {
  // Checked before decoding: a rounded amount could otherwise fail the codec's own checks (0.001 USD is 0).
  if (toMajor(toMinor(body.amount, currency), currency) !== body.amount)
    throw badRequest(`body.amount: ${GIFT_CARD_MESSAGES.tooPrecise(currency)}`);
  return z.decode(codec, body);
}
