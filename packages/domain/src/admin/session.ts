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
   * currency: the store's ISO 4217 code, the currency of its figures (the audit log's amounts, a card sold at the counter).
   */
  store: z.object({ slug: z.string(), name: z.string(), timeZone: z.string(), currency: z.string() }),
});
export type Session = z.infer<typeof sessionSchema>;

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  otherStore: 'This session belongs to another store. Sign in to this store.',
  signedOut: 'Sign in to continue.',
} as const;
