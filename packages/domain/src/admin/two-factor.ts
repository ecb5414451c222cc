import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './staff-account.ts';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes (decision 0075). */

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
  wrongPassword: 'Your password is not right.',
  noEnrolment: 'Start setting up two-factor sign-in first: the code you entered belongs to no setup.',
  alreadyOn: 'Two-factor sign-in is already on for your account.',
  notOn: 'Two-factor sign-in is not on for your account.',
  requiredByStore: 'Your store requires two-factor sign-in, so it cannot be turned off.',
  passwordOrCode: 'Enter your password or the 6-digit code your authenticator app shows now.',
  wrongAuthenticatorCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now (not a recovery code).',
} as const;

/** A 6-digit code (spaces allowed, as apps group them) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.wrongCode);

/** POST /api/admin/session/two-factor: the second step of signing in. */
export const secondFactorSchema = z.strictObject({ code: twoFactorCodeSchema });
export type SecondFactor = z.input<typeof secondFactorSchema>;

/** POST /api/admin/account/two-factor/confirm: the first code from the app just enrolled. */
export const confirmTwoFactorSchema = z.strictObject({ code: twoFactorCodeSchema });

/** POST /api/admin/account/two-factor/disable: the password and a current code. */
export const disableTwoFactorSchema = z.strictObject({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactor = z.input<typeof disableTwoFactorSchema>;

/**
 * POST /api/admin/account/two-factor/recovery-codes: ten new recovery codes, the old ones stop
 * working. Proven with the current password or a current authenticator code (decision 0151); the
 * server refuses a body with neither, with TWO_FACTOR_MESSAGES.passwordOrCode.
 */
export const regenerateRecoveryCodesSchema = z.strictObject({
  password: z.string({ error: TWO_FACTOR_MESSAGES.passwordOrCode }).max(PASSWORD_MAX_LENGTH).optional(),
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordOrCode })
    .trim()
    .max(40, TWO_FACTOR_MESSAGES.wrongAuthenticatorCode)
    .optional(),
});
export type RegenerateRecoveryCodes = z.input<typeof regenerateRecoveryCodesSchema>;

/** GET /api/admin/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The store requires two-factor sign-in for everyone (then it cannot be turned off). */
  requiredByStore: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/account/two-factor/setup: what the app needs, shown once. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code carries. */
  uri: z.string(),
  /** The QR code of `uri` as an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The answer of confirm: the ten recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET/PUT /api/admin/settings/two-factor (owners): require two-factor sign-in for everyone. */
export const twoFactorPolicySchema = z.strictObject({ required: z.boolean({ error: 'Choose on or off.' }) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
