import { z } from 'zod';
import { TOPUP_MIN_AMOUNT } from './constants.ts';
import { payerFields } from './customer-fields.ts';
import { currencyExponent, formatMoney, minorUnits, toMinor, typedAmountToMinor, type MinorUnits } from './money.ts';

/**
 * product §5 Top-up amount rule, the one both ends judge by: an amount in the currency's own
 * digits (step 0.01 for USD), at least TOPUP_MIN_AMOUNT, and no more than takes the card to the
 * store's maxGiftCardBalance. The server words a problem in its API messages (its topup-rules);
 * the top-up dialog's words are topUpFormSchema's below.
 */
export type TopUpAmountProblem =
  | { kind: 'too-many-decimals'; digits: number }
  | { kind: 'below-minimum'; minMinor: MinorUnits }
  | { kind: 'card-full'; maxMinor: MinorUnits }
  | { kind: 'above-room'; roomMinor: MinorUnits; maxMinor: MinorUnits };

export interface TopUpLimits {
  currency: string;
  /** The card's balance now, in minor units. */
  balanceMinor: MinorUnits;
  /** The store's maxGiftCardBalance, in minor units. */
  maxBalanceMinor: MinorUnits;
}

/** What a card may still take before it reaches the store's maximum balance, in minor units. */
export const roomOnCard = (limits: Pick<TopUpLimits, 'balanceMinor' | 'maxBalanceMinor'>): MinorUnits =>
  minorUnits(limits.maxBalanceMinor - limits.balanceMinor);

/** Whether a decimal amount has no more decimals than the currency has minor digits (binary noise such as 0.1 + 0.2 tolerated). */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  return (
    Number.isFinite(amount) && Number.isInteger(Number((amount * 10 ** currencyExponent(currency)).toPrecision(15)))
  );
}

/** Why this decimal amount cannot be added to the card, or null when it can. */
export function topUpAmountProblem(amount: number, limits: TopUpLimits): TopUpAmountProblem | null {
  const { currency, maxBalanceMinor } = limits;
  if (!fitsMinorUnits(amount, currency)) return { kind: 'too-many-decimals', digits: currencyExponent(currency) };
  const amountMinor = toMinor(amount, currency);
  const minMinor = toMinor(TOPUP_MIN_AMOUNT, currency);
  if (amountMinor < minMinor) return { kind: 'below-minimum', minMinor };
  const roomMinor = roomOnCard(limits);
  if (amountMinor <= roomMinor) return null;
  return roomMinor > 0
    ? { kind: 'above-room', roomMinor, maxMinor: maxBalanceMinor }
    : { kind: 'card-full', maxMinor: maxBalanceMinor };
}

/** The top-up dialog's fixed sentences (the storefront translates each by its key, decision 0125). */
export const TOP_UP_MESSAGES = {
  amountRequired: 'Enter an amount',
  amountNotNumber: 'Enter an amount as a number',
  amountNotPositive: 'Enter an amount greater than 0',
  wholeAmount: 'Enter a whole amount',
  cardFull: 'This card is already at its maximum balance',
} as const;

/** The top-up dialog's message for an amount as typed, or null when it can be paid. */
function typedAmountMessage(text: string, limits: TopUpLimits): string | null {
  const trimmed = text.trim();
  if (!trimmed) return TOP_UP_MESSAGES.amountRequired;
  const amount = Number(trimmed);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(amount)) return TOP_UP_MESSAGES.amountNotNumber;
  if (!(amount > 0)) return TOP_UP_MESSAGES.amountNotPositive;
  const problem = topUpAmountProblem(amount, limits);
  const money = (minor: MinorUnits) => formatMoney(minor, limits.currency);
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'too-many-decimals':
      return problem.digits === 0 ? TOP_UP_MESSAGES.wholeAmount : `Use at most ${problem.digits} decimal places`;
    case 'below-minimum':
      return `The minimum top-up is ${money(problem.minMinor)}`;
    case 'card-full':
      return TOP_UP_MESSAGES.cardFull;
    case 'above-room':
      return `This card can be topped up by at most ${money(problem.roomMinor)}`;
  }
}

/** The amount as typed in the top-up dialog, read as minor units of the currency when it can be paid. */
export function topUpAmountSchema(limits: TopUpLimits) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const message = typedAmountMessage(text, limits);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => typedAmountToMinor(text, limits.currency));
}

/** product §2/§5 'Top Up Gift Card': the amount, and who pays (the checkout's texts). */
export function topUpFormSchema(limits: TopUpLimits) {
  return z.object({ amountText: topUpAmountSchema(limits), ...payerFields });
}
export type TopUpFormValues = z.input<ReturnType<typeof topUpFormSchema>>;
