import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@giftfront/domain/admin/two-factor';
import type { Executor } from '../../db/client.ts';
import { type DomainError, tooMany } from '../../lib/domain-errors.ts';
import { hashSecret } from '../../lib/secret-tokens.ts';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limits.ts';
import type { SessionStage } from './sessions.ts';
import type { StaffUser } from './staff-repository.ts';
import type { SecretBox } from './two-factor-secret.ts';
import { storeRequiresTwoFactor, takeRecoveryCode, takeTotpStep } from './two-factor-repository.ts';

/** Code attempts are limited like passwords: 10 failures per account and per client address in 15 minutes. */
export const TWO_FACTOR_RULES = {
  account: { name: 'two-factor-account', points: 10, durationSeconds: 15 * 60 },
  client: { name: 'two-factor-client', points: 10, durationSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export interface TwoFactorDeps {
  box: SecretBox;
  limiters: { account: RateLimiter; client: RateLimiter };
}

export function tooManyCodes(retryAfterSeconds: number, what: 'codes' | 'passwords or codes' = 'codes'): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooMany(`Too many wrong ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
}

/** The stage a session opened with a right password starts in. */
export async function stageAfterPassword(
  db: Executor,
  user: Pick<StaffUser, 'totpSecret' | 'storeId'>,
): Promise<SessionStage> {
  if (user.totpSecret) return 'two-factor-code';
  return (await storeRequiresTwoFactor(db, user.storeId)) ? 'two-factor-enrolment' : 'full';
}

/** A new secret for the app and its QR code; the caller keeps `secret` sealed as the pending one. */
export async function newTotpSetup(issuer: string, account: string): Promise<TwoFactorSetup> {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qaz`: 50 bits each, easy to read aloud and type. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export const recoveryCodeHash = (code: string): string => hashSecret(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

const digitsOf = (code: string) => code.replace(/\s/g, '');

/** The time step a 6-digit code matches for `secret` (±30 s of drift), after `afterStep`; null if none. */
export async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const token = digitsOf(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export type CodeCheck =
  { ok: true; method: 'authenticator' | 'recovery-code' | 'password'; step: number | null } | { ok: false };

/**
 * Checks a code for an account with two-factor sign-in on: a current authenticator code, used
 * once (its step is recorded in the same statement that checks it was not), or an unused recovery
 * code. Counted against the limits before checking; a right code gives the points back.
 */
export async function checkSignInCode(
  db: Executor,
  deps: TwoFactorDeps,
  input: { user: Pick<StaffUser, 'id' | 'totpSecret' | 'totpLastStep'>; clientKey: string; code: string },
): Promise<CodeCheck | { retryAfterSeconds: number }> {
  return limited(deps, input.user.id, input.clientKey, async () => {
    if (!input.user.totpSecret) return { ok: false };
    const secret = await deps.box.open(input.user.totpSecret);
    const step = await matchTotp(secret, input.code, input.user.totpLastStep);
    if (step !== null) {
      return (await takeTotpStep(db, input.user.id, step))
        ? { ok: true, method: 'authenticator', step }
        : { ok: false };
    }
    if (/^\d[\d\s]*$/.test(input.code)) return { ok: false };
    return (await takeRecoveryCode(db, input.user.id, recoveryCodeHash(input.code)))
      ? { ok: true, method: 'recovery-code', step: null }
      : { ok: false };
  });
}

/**
 * Proves the person at the keyboard for a sensitive change of their own account (decision 0151):
 * their password, or a current authenticator code used once (never a recovery code). Wrong
 * passwords and wrong codes count against the same limits as codes at sign-in.
 */
export async function checkPasswordOrAuthenticator(
  db: Executor,
  deps: TwoFactorDeps,
  input: {
    user: Pick<StaffUser, 'id' | 'totpSecret' | 'totpLastStep' | 'passwordHash'>;
    clientKey: string;
    password?: string | undefined;
    code?: string | undefined;
    verifyPassword: (password: string, hash: string | null) => Promise<boolean>;
  },
): Promise<CodeCheck | { retryAfterSeconds: number }> {
  return limited(deps, input.user.id, input.clientKey, async () => {
    if (input.password) {
      return (await input.verifyPassword(input.password, input.user.passwordHash))
        ? { ok: true, method: 'password', step: null }
        : { ok: false };
    }
    if (!input.code || !input.user.totpSecret) return { ok: false };
    const step = await matchTotp(await deps.box.open(input.user.totpSecret), input.code, input.user.totpLastStep);
    return step !== null && (await takeTotpStep(db, input.user.id, step))
      ? { ok: true, method: 'authenticator', step }
      : { ok: false };
  });
}

/** Checks the first code of an app being enrolled (its pending secret); same limits. */
export async function checkEnrolmentCode(
  deps: TwoFactorDeps,
  input: { user: Pick<StaffUser, 'id' | 'totpPendingSecret'>; clientKey: string; code: string },
): Promise<CodeCheck | { retryAfterSeconds: number }> {
  return limited(deps, input.user.id, input.clientKey, async () => {
    if (!input.user.totpPendingSecret) return { ok: false };
    const step = await matchTotp(await deps.box.open(input.user.totpPendingSecret), input.code, null);
    return step === null ? { ok: false } : { ok: true, method: 'authenticator', step };
  });
}

async function limited(
  { limiters }: TwoFactorDeps,
  accountKey: string,
  clientKey: string,
  check: () => Promise<CodeCheck>,
): Promise<CodeCheck | { retryAfterSeconds: number }> {
  const [account, client] = await Promise.all([
    limiters.account.consume(accountKey),
    limiters.client.consume(clientKey),
  ]);
  if (!account.allowed || !client.allowed) {
    if (account.allowed) await limiters.account.reward(accountKey);
    if (client.allowed) await limiters.client.reward(clientKey);
    return {
      retryAfterSeconds: Math.max(
        account.allowed ? 0 : account.retryAfterSeconds,
        client.allowed ? 0 : client.retryAfterSeconds,
      ),
    };
  }
  const result = await check();
  if (result.ok) await Promise.all([limiters.account.reward(accountKey), limiters.client.reward(clientKey)]);
  return result;
}

export { TWO_FACTOR_MESSAGES };
