import { z } from 'zod';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { toMajor, toMinor } from '@giftfront/domain/money';
import { formatPath } from '@giftfront/domain/validation';
import { invalid } from './domain-errors.ts';

type AmountCodec<T extends { amount?: number | undefined }> = z.ZodType<T, T>;

/**
 * A body's decimal amount in minor units of the currency, through the domain's codec; an amount
 * finer than the currency's minor unit (10.005 USD) is refused, not rounded, and one the codec
 * refuses once converted (too large in minor units) is a 400 naming the field, never a 500.
 */
export function decodeAmountBody<T extends { amount?: number | undefined }>(
  codec: AmountCodec<T>,
  body: T,
  currency: string,
): T {
  // Checked before decoding: a rounded amount could otherwise fail the codec's own checks (0.001 USD is 0).
  if (body.amount !== undefined && toMajor(toMinor(body.amount, currency), currency) !== body.amount)
    throw invalid(`body.amount: ${GIFT_CARD_MESSAGES.tooPrecise(currency)}`);
  const decoded = z.safeDecode(codec, body);
  if (!decoded.success)
    throw invalid(decoded.error.issues.map((issue) => `body.${formatPath(issue.path)}: ${issue.message}`).join('; '));
  return decoded.data;
}
