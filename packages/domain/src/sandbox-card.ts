import { z } from 'zod';

/**
 * The sandbox payment provider's card calls (decision 0003): what the storefront's card form
 * posts to /api/Payment/Sandbox/Confirm and /Authenticate and what the server answers, with the
 * texts a real card form would show.
 */
export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** The sandbox's test cards: paying with one of these numbers has this outcome; any other valid number succeeds. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds', description: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined', description: 'is declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds', description: 'has insufficient funds' },
  { number: '4000002500003155', outcome: 'requires_authentication', description: 'asks for 3-D Secure' },
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

/** The card as typed: the server judges it (Luhn, expiry, CVC) and keeps only its last four digits. */
export const sandboxCardSchema = z.strictObject({
  number: z.string({ error: SANDBOX_MESSAGES.numberIncomplete }).max(40, SANDBOX_MESSAGES.numberInvalid),
  expiry: z.string({ error: SANDBOX_MESSAGES.expiryIncomplete }).max(10, SANDBOX_MESSAGES.expiryInvalid),
  cvc: z.string({ error: SANDBOX_MESSAGES.cvcIncomplete }).max(8, SANDBOX_MESSAGES.cvcInvalid),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

const intentFields = {
  paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(200),
  clientSecret: z.string().min(1, 'clientSecret is required').max(300),
};

export const sandboxConfirmBodySchema = z.strictObject({
  ...intentFields,
  card: sandboxCardSchema,
  billingDetails: z.record(z.string(), z.unknown()).nullish(),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;

/** The shopper's answer to the 3-D Secure challenge. */
export const AUTHENTICATION_OUTCOMES = ['complete', 'fail'] as const;
export type AuthenticationOutcome = (typeof AUTHENTICATION_OUTCOMES)[number];

export const sandboxAuthenticateBodySchema = z.strictObject({
  ...intentFields,
  outcome: z.enum(AUTHENTICATION_OUTCOMES, { error: "outcome must be 'complete' or 'fail'" }),
});
export type SandboxAuthenticateBody = z.infer<typeof sandboxAuthenticateBodySchema>;

/** 'requires_action': the card asks for 3-D Secure before it pays. */
export const sandboxResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  paymentIntentId: z.string(),
});
export type SandboxResult = z.infer<typeof sandboxResultSchema>;
