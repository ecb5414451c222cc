import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, staffEmailSchema, staffRoleSchema } from './staff-account.ts';

/** POST /api/admin/session. Any password length is accepted here: a wrong one is just wrong. */
export const signInSchema = z.strictObject({
  email: staffEmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Wrong email or password'),
});
export type SignIn = z.input<typeof signInSchema>;

/** GET /api/admin/session: the signed-in person and the store the dashboard is for. */
export const sessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /**
   * timeZone: the store's IANA zone, whose days the dashboard's dates and reports are;
   * currency: the store's ISO 4217 code, the currency of its figures (the audit log's amounts, a card sold at the counter);
   * testPayments: the store takes test payments (sandbox or a Stripe test key; decision 0077);
   * language: the store's default language, whose locale the dashboard's dates and money are
   * written in (the dashboard's own words stay English; decision 0127).
   */
  store: z.object({
    slug: z.string(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    testPayments: z.boolean().optional(),
    language: z.string().optional(),
  }),
  /**
   * Present while the password was right but sign-in is not finished (decision 0075):
   * 'two-factor-code' asks for the authenticator's code, 'two-factor-enrolment' for setting up
   * an authenticator because the store requires one. Such a session opens nothing else.
   */
  pending: z.enum(['two-factor-code', 'two-factor-enrolment']).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  otherStore: 'This session belongs to another store. Sign in to this store.',
  signedOut: 'Sign in to continue.',
  secondStepPending: 'Finish signing in: enter the code from your authenticator app.',
  enrolmentPending: 'Your store requires two-factor sign-in. Set up an authenticator app to continue.',
} as const;
