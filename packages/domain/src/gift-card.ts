import { z } from 'zod';
import { parseGiftCardCode } from './gift-card-code.ts';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { currencyNamedIn, giftCardLookupMoney, type Inside } from './money-paths.ts';
import { VOUCHER_STATUSES } from './voucher.ts';

export const GIFT_CARD_STATUSES = ['Active', 'Inactive', 'Expired', 'Redeemed'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** What a voucher is for (decision 0015): its product, the option bought, and how it stands. */
export const voucherFactsSchema = z.object({
  product: z.string(),
  /** The denomination's label ('Dinner for two'); null for a voucher carried over from a store file. */
  option: z.string().nullable(),
  status: z.enum(VOUCHER_STATUSES),
  /** YYYY-MM-DD (UTC) when it was marked used, else null. */
  usedOn: z.string().nullable(),
});
export type VoucherFacts = z.infer<typeof voucherFactsSchema>;

/**
 * product §3 Gift card (lookup): GET /GiftCard/GetByCode/{code} and /api/Payment/GetGiftCardByCode/{code}.
 * The balance is decimal in the API, minor units of the card's own currency inside. A money card
 * is answered in product §3's shape exactly; a voucher adds `kind` and `voucher`, with a balance of 0
 * (it has no money to spend).
 */
export const giftCardLookupSchema = z.object({
  id: z.string(),
  code: z.string(),
  balance: z.number(),
  isoCurrencyCode: z.string(),
  expiresOn: z.string().nullable(),
  recipientEmailAddress: z.string().nullable(),
  status: z.string(),
  kind: z.literal('voucher').optional(),
  voucher: voucherFactsSchema.optional(),
  /**
   * The bonus credit inside `balance` (decision 0145): spent after the paid part, with its own
   * expiry day. Absent when the card holds none, so a card without bonus keeps product §3's shape.
   */
  bonus: z.object({ balance: z.number(), expiresOn: z.string().nullable() }).optional(),
});
/** A looked-up card; inside the storefront its balance is minor units of the card's currency. */
export type GiftCardLookupWire = z.infer<typeof giftCardLookupSchema>;
/** A card as looked up, inside: its balances in `MinorUnits` of its currency. */
export type GiftCardLookup = Inside<GiftCardLookupWire, typeof giftCardLookupMoney>;
export const giftCardLookupCodec = perCurrency((currency) =>
  moneyCodec(giftCardLookupSchema, giftCardLookupMoney, currency),
);
/** The codec for an answer, in the card's own currency. */
export const giftCardLookupCodecFor = (raw: unknown) => giftCardLookupCodec(currencyNamedIn(raw, 'isoCurrencyCode'));

/** product §5 Balance: the code is required and trimmed (the page disables submit until it is given). */
export const balanceFormSchema = z.object({ code: z.string().trim().min(1, 'Enter your gift card code') });
export type BalanceFormValues = z.input<typeof balanceFormSchema>;

export {
  GIFT_CARD_CODE_MAX_LENGTH,
  codeEnding,
  maskGiftCardCode,
  normalizeGiftCardCode,
  parseGiftCardCode,
} from './gift-card-code.ts';
export { GIFT_CARD_MESSAGES, giftCardProblem } from './gift-card-problem.ts';
/**
 * The dashboard's 'Gift card code' field at the counter: typed in any case, with spaces and dashes,
 * or scanned; it gives the normalised code, or says what is wrong with the text.
 */
export const giftCardCodeFormSchema = z.object({
  code: z.string().transform((text, context) => {
    const code = parseGiftCardCode(text);
    if (code) return code;
    context.addIssue({
      code: 'custom',
      message: text.trim()
        ? 'A gift card code has only letters and digits (spaces and dashes are fine)'
        : 'Enter the gift card code',
    });
    return z.NEVER;
  }),
});
