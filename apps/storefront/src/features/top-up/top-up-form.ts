import { TOPUP_MIN_AMOUNT } from '@giftfront/domain/constants';
import { isValidEmail } from '@giftfront/domain/gift-details';
import { currencyExponent, formatMoney, toMinor } from '@giftfront/domain/money';

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

/** What a card may still take before it reaches the store's maximum balance, in minor units. */
export const roomOnCard = (balance: number, maxBalance: number, currency: string) => toMinor(maxBalance, currency) - toMinor(balance, currency);

/**
 * SPEC §5 Top-up: the amount is numeric, greater than 0, at least 1, in steps of 0.01 (the
 * currency's own digits), and the card may not pass the maximum balance. Null when it is fine.
 */
export function topUpAmountError(text: string, currency: string, roomMinor: number): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter an amount';
  const digits = currencyExponent(currency);
  const amount = Number(trimmed);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(amount)) return 'Enter an amount as a number';
  if (!(amount > 0)) return 'Enter an amount greater than 0';
  const min = toMinor(TOPUP_MIN_AMOUNT, currency);
  if (toMinor(amount, currency) < min) return `The minimum top-up is ${formatMoney(min, currency)}`;
  if ((trimmed.split('.')[1] ?? '').length > digits) return digits === 0 ? 'Enter a whole amount' : `Use at most ${digits} decimal places`;
  if (roomMinor <= 0) return 'This card is already at its maximum balance';
  if (toMinor(amount, currency) > roomMinor) return `This card can be topped up by at most ${formatMoney(roomMinor, currency)}`;
  return null;
}

/** The amount to pay, or null while it is not valid (no payment is set up for it then). */
export function validTopUpAmount(text: string, currency: string, roomMinor: number): number | null {
  return topUpAmountError(text, currency, roomMinor) === null ? Number(text.trim()) : null;
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
