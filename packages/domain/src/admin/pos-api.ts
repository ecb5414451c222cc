import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import { CARD_STATUSES, GIFT_CARD_KINDS } from '../gift-card-status.ts';
import { redeemAmountSchema } from './gift-card-actions.ts';

/** The point-of-sale API (/api/v1, Authorization: Bearer <key>), docs/pos-api.md. */

export const REFERENCE_MAX_LENGTH = 200;

export const posCodeParamsSchema = z.object({ code: z.string().min(1).max(100) });

/** GET /api/v1/gift-cards/{code} */
export const posGiftCardSchema = z.object({
  id: z.string(),
  codeEnding: z.string(),
  balance: z.number(),
  currency: z.string(),
  status: z.enum(CARD_STATUSES),
  kind: z.enum(GIFT_CARD_KINDS),
  expiresOn: z.string().nullable(),
});
export type PosGiftCard = z.infer<typeof posGiftCardSchema>;

/** POST /api/v1/gift-cards/{code}/redemptions */
export const posRedeemBodySchema = z.strictObject({
  amount: redeemAmountSchema,
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .max(REFERENCE_MAX_LENGTH, `reference must be at most ${REFERENCE_MAX_LENGTH} characters`)
    .transform((text) => text || undefined)
    .optional(),
});
export type PosRedeemBody = z.input<typeof posRedeemBodySchema>;

export const posGiftCardCodec = perCurrency((currency) =>
  moneyCodec(posGiftCardSchema, { balance: 'money' }, currency),
);
export const posRedeemBodyCodec = perCurrency((currency) =>
  moneyCodec(posRedeemBodySchema, { amount: 'money' }, currency),
);
