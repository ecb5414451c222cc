import { isValidEmail } from '@giftfront/domain/gift-details';
import { formatMoney, typedAmountToMinor } from '@giftfront/domain/money';
import { topUpAmountProblem } from '@giftfront/domain/top-up';

/** SPEC §9 Top-up: the amount a dialog opens with, and the amount input's step. */
export const TOPUP_DEFAULT_AMOUNT = 20;
export const TOPUP_STEP = 0.01;

/** The top-up dialog's fields (SPEC §2 Balance page), as typed. */
export interface TopUpFields {
  amountText: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type TopUpFieldErrors = Partial<Record<keyof TopUpFields, string>>;

/** SPEC §4 Top-up: opening resets the amount to 20, prefills the email from the card, clears the names. */
export const openedTopUpFields = (recipientEmail: string | null | undefined): TopUpFields => ({
  amountText: String(TOPUP_DEFAULT_AMOUNT),
  firstName: '',
  lastName: '',
  email: recipientEmail ?? '',
});

/** What a card may still take before it reaches the store's maximum balance (both in minor units). */
export const roomOnCard = (balanceMinor: number, maxBalanceMinor: number) => maxBalanceMinor - balanceMinor;

/**
 * SPEC §5 Top-up: the amount is numeric, greater than 0, at least 1, in steps of 0.01 (the
 * currency's own digits), and the card may not pass the maximum balance. Null when it is fine.
 */
export function topUpAmountError(text: string, currency: string, roomMinor: number): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter an amount';
  const amount = Number(trimmed);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(amount)) return 'Enter an amount as a number';
  if (!(amount > 0)) return 'Enter an amount greater than 0';
  const problem = topUpAmountProblem(amount, { currency, balanceMinor: 0, maxBalanceMinor: roomMinor });
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'below-minimum':
      return `The minimum top-up is ${formatMoney(problem.minMinor, currency)}`;
    case 'too-many-decimals':
      return problem.digits === 0 ? 'Enter a whole amount' : `Use at most ${problem.digits} decimal places`;
    case 'card-full':
      return 'This card is already at its maximum balance';
    case 'above-room':
      return `This card can be topped up by at most ${formatMoney(problem.roomMinor, currency)}`;
  }
}

/** The amount to pay in minor units, or null while it is not valid (no payment is set up for it then). */
export function validTopUpAmount(text: string, currency: string, roomMinor: number): number | null {
  return topUpAmountError(text, currency, roomMinor) === null ? typedAmountToMinor(text, currency) : null;
}

/** SPEC §5 Top-up: first name, last name and email are required (the checkout's texts). */
export function topUpFieldErrors(fields: TopUpFields, currency: string, roomMinor: number): TopUpFieldErrors {
  const errors: TopUpFieldErrors = {};
  const amount = topUpAmountError(fields.amountText, currency, roomMinor);
  if (amount) errors.amountText = amount;
  if (!fields.firstName.trim()) errors.firstName = 'First name is required';
  if (!fields.lastName.trim()) errors.lastName = 'Last name is required';
  if (!fields.email.trim()) errors.email = 'Email is required';
  else if (!isValidEmail(fields.email)) errors.email = 'Email is invalid';
  return errors;
}

export interface PayState {
  processing: boolean;
  /** The payment intent is being created (or the amount is still settling). */
  initialising: boolean;
  clientSecret: string | null;
  fieldsValid: boolean;
  /** The payment form reported complete card details. */
  paymentComplete: boolean;
}

/** SPEC §5 Top-up: Pay is disabled while processing or initialising, without a client secret, or with an invalid amount or missing fields. */
export const canPay = (state: PayState) =>
  !state.processing && !state.initialising && Boolean(state.clientSecret) && state.fieldsValid && state.paymentComplete;
