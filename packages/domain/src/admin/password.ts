import { z } from 'zod';
import { newPasswordSchema, staffEmailSchema } from './staff-account.ts';

/** POST /api/admin/password-resets: the answer never says whether the email has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: staffEmailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** A one-time token from an invitation or reset link: 43 characters of base64url (32 random bytes). */
export const oneTimeTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete or damaged. Open it again from the email.');

/** POST /api/admin/password: sets the password of the link's account and signs it in. */
export const setPasswordSchema = z.strictObject({ token: oneTimeTokenSchema, password: newPasswordSchema });
export type SetPassword = z.input<typeof setPasswordSchema>;

/** The dashboard's form: the password twice. Only `password` goes to the server. */
export const choosePasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ChoosePasswordForm = z.input<typeof choosePasswordFormSchema>;

export const PASSWORD_LINK_MESSAGES = {
  invalidLink: 'This link has expired or was already used. Ask for a new one.',
  resetRequested:
    'If that email belongs to an account of this store, a link to choose a new password is on its way. It works for 1 hour.',
} as const;

/** POST /api/admin/account/password: the signed-in person changes their password (others sessions end). */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
  password: newPasswordSchema,
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

/** The dashboard's form for it: the new password twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
