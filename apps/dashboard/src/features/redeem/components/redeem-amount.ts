import { z } from 'zod';
import { GIFT_CARD_MESSAGES, redeemBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { toMajor, toMinor, type MinorUnits } from '@giftfront/domain/money';

/**
 * The Redeem form's edge: the amount typed (a decimal, checked by the API's own rule) becomes minor
 * units of the card's currency here, refused when the currency has no such fraction or it is more
 * than the balance, in the sentences the server would use.
 */
export const redeemAmountSchema = (card: { currency: string; balance: MinorUnits }) =>
  redeemBodySchema.pick({ amount: true }).transform(({ amount }, ctx) => {
    const amountMinor = toMinor(amount, card.currency);
    const problem =
      toMajor(amountMinor, card.currency) !== amount
        ? GIFT_CARD_MESSAGES.tooPrecise(card.currency)
        : amountMinor > card.balance
          ? GIFT_CARD_MESSAGES.overBalance(card.balance, card.currency)
          : null;
    if (problem === null) return { amountMinor };
    ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    return z.NEVER;
  });
