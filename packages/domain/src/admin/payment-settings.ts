import { z } from 'zod';

/**
 * The store's payment settings as owners edit them (store file `payment`): Stripe Connect with the
 * store's connected account and publishable key, or the sandbox (no money taken) where the server
 * allows it. The platform's secret key is the server's (STRIPE_SECRET_KEY), never the store's.
 */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export const STRIPE_ACCOUNT_ID_PATTERN = /^acct_\w{1,255}$/;
export const STRIPE_PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_\w{1,255}$/;

const optionalText = z
  .string()
  .trim()
  .max(300, 'at most 300 characters')
  .transform((value) => value || null)
  .nullable();

export const paymentSettingsBodySchema = z
  .strictObject({
    provider: z.enum(PAYMENT_PROVIDERS, { error: 'Choose Stripe or the sandbox.' }),
    connectedAccountId: optionalText,
    publicKey: optionalText,
  })
  // The Stripe fields are checked only when Stripe is chosen: a sandbox store keeps what it had.
  .superRefine((value, ctx) => {
    if (value.provider !== 'stripe') return;
    const check = (path: 'connectedAccountId' | 'publicKey', pattern: RegExp, missing: string, wrong: string) => {
      const text = value[path];
      if (!text) ctx.addIssue({ code: 'custom', path: [path], message: missing });
      else if (!pattern.test(text)) ctx.addIssue({ code: 'custom', path: [path], message: wrong });
    };
    check(
      'connectedAccountId',
      STRIPE_ACCOUNT_ID_PATTERN,
      'Stripe needs the connected account id',
      'expected a Stripe account id (acct_…)',
    );
    check(
      'publicKey',
      STRIPE_PUBLISHABLE_KEY_PATTERN,
      'Stripe needs the publishable key',
      'expected a Stripe publishable key (pk_test_… or pk_live_…), never a secret key',
    );
  });
export type PaymentSettingsBody = z.input<typeof paymentSettingsBodySchema>;

/** GET/PATCH /api/admin/settings/payments: the settings and whether the store can take payments now. */
export const paymentSettingsAnswerSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  connectedAccountId: z.string().nullable(),
  publicKey: z.string().nullable(),
  /** Whether this server offers the sandbox (not in production unless its operator allows it). */
  sandboxAllowed: z.boolean(),
  /** Why shoppers cannot pay now, or null when nothing stands in the way (a test asks Stripe itself). */
  problem: z.string().nullable(),
});
export type PaymentSettingsAnswer = z.infer<typeof paymentSettingsAnswerSchema>;

/** POST /api/admin/settings/payments/test */
export const paymentConnectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PaymentConnectionTest = z.infer<typeof paymentConnectionTestSchema>;
