import { topUpAmountSchema, type TopUpFormValues, type TopUpLimits } from '@giftfront/domain/top-up';

/** product §9 Top-up: the amount a dialog opens with, and the amount input's step. */
export const TOPUP_DEFAULT_AMOUNT = 20;
export const TOPUP_STEP = 0.01;

/** The top-up dialog's fields (product §2 Balance page), as typed; the domain's topUpFormSchema judges them. */
export type TopUpFields = TopUpFormValues;

/** product §4 Top-up: opening resets the amount to 20, prefills the email from the card, clears the names. */
export const openedTopUpFields = (recipientEmail: string | null | undefined): TopUpFields => ({
  amountText: String(TOPUP_DEFAULT_AMOUNT),
  firstName: '',
  lastName: '',
  email: recipientEmail ?? '',
});

/** The amount to pay in minor units, or null while it is not valid (no payment is set up for it then). */
export function validTopUpAmount(text: string, limits: TopUpLimits): number | null {
  const amount = topUpAmountSchema(limits).safeParse(text);
  return amount.success ? amount.data : null;
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

/** product §5 Top-up: Pay is disabled while processing or initialising, without a client secret, or with an invalid amount or missing fields. */
export const canPay = (state: PayState) =>
  !state.processing && !state.initialising && Boolean(state.clientSecret) && state.fieldsValid && state.paymentComplete;
