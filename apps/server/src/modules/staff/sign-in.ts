import { SIGN_IN_MESSAGES, type SignIn } from '@giftfront/domain/admin/session';
import type { Database } from '../../db/client.ts';
import { type DomainError, tooMany, unauthorized } from '../../lib/domain-errors.ts';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limits.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import type { PasswordHasher } from './passwords.ts';
import { startSession, type SessionStage } from './sessions.ts';
import { stageAfterPassword } from './two-factor.ts';
import { findStaffByEmail, type StaffUser } from './staff-repository.ts';

/** 10 failed sign-ins per account, and per client address, in 15 minutes; the next gets a 429. */
export const SIGN_IN_RULES = {
  account: { name: 'sign-in-account', points: 10, durationSeconds: 15 * 60 },
  client: { name: 'sign-in-client', points: 10, durationSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export interface SignInDeps {
  db: Database;
  hasher: PasswordHasher;
  limiters: { account: RateLimiter; client: RateLimiter };
}

export function tooManySignIns(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooMany(`Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
}

/**
 * Checks the password and opens a session. Every attempt takes a point from both counters
 * before the password is checked (concurrent guesses cannot slip past the limit); a successful
 * one gives them back, so only failures count.
 */
export async function signIn(
  { db, hasher, limiters }: SignInDeps,
  context: Omit<AuditContext, 'actor'> & { clientKey: string; userAgent: string | null },
  input: Required<SignIn>,
): Promise<{ user: StaffUser; token: string; stage: SessionStage } | { retryAfterSeconds: number }> {
  const accountKey = `${context.storeId}:${input.email}`;
  const [account, client] = await Promise.all([
    limiters.account.consume(accountKey),
    limiters.client.consume(context.clientKey),
  ]);
  if (!account.allowed || !client.allowed) {
    // No password was checked: the counter that still allowed it gets its point back.
    if (account.allowed) await limiters.account.reward(accountKey);
    if (client.allowed) await limiters.client.reward(context.clientKey);
    return {
      retryAfterSeconds: Math.max(
        account.allowed ? 0 : account.retryAfterSeconds,
        client.allowed ? 0 : client.retryAfterSeconds,
      ),
    };
  }
  const user = await findStaffByEmail(db, context.storeId, input.email);
  // Checked for an unknown email too (against a decoy), so the time of the answer does not tell whether it has an account.
  const passwordMatches = await hasher.verify(input.password, user?.passwordHash ?? null);
  if (!user || !passwordMatches) {
    if (user) {
      await recordAudit(
        db,
        { ...context, actor: { kind: 'anonymous', id: null, name: 'Unknown' } },
        {
          action: 'session.sign-in-failed',
          target: { type: 'staff', id: user.id, label: user.email },
        },
      );
    }
    throw unauthorized(SIGN_IN_MESSAGES.wrongCredentials);
  }
  await Promise.all([limiters.account.reward(accountKey), limiters.client.reward(context.clientKey)]);
  // With two-factor sign-in (or a store that requires it) the password opens only the next step.
  const stage = await stageAfterPassword(db, user);
  const token = await db.transaction(async (tx) => {
    const started = await startSession(tx, user, { stage, userAgent: context.userAgent });
    await recordAudit(
      tx,
      {
        storeId: context.storeId,
        requestId: context.requestId,
        actor: { kind: 'staff', id: user.id, name: user.name },
      },
      {
        action: stage === 'full' ? 'session.signed-in' : 'session.password-accepted',
        target: { type: 'staff', id: user.id, label: user.email },
      },
    );
    return started.token;
  });
  return { user, token, stage };
}
