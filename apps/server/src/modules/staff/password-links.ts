import { PASSWORD_LINK_MESSAGES } from '@giftfront/domain/admin/password';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { invalid } from '../../lib/domain-errors.ts';
import { hashSecret } from '../../lib/secret-tokens.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { issueOneTimeLink, mailOneTimeLink } from './one-time-links.ts';
import type { PasswordHasher } from './passwords.ts';
import { deleteSessionsOfUser } from './session-repository.ts';
import { startSession, type SessionStage } from './sessions.ts';
import { stageAfterPassword } from './two-factor.ts';
import { findStaffByEmail, findStaffById, setStaffPassword, type StaffUser } from './staff-repository.ts';
import { retireTokensOfUser, takeToken } from './token-repository.ts';

type Context = Omit<AuditContext, 'actor'>;

/** Mails a reset link (1 h) when the email has an account here; says nothing either way. */
export async function requestPasswordReset(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  context: Context,
  store: { id: string; slug: string },
  email: string,
): Promise<void> {
  const user = await findStaffByEmail(db, store.id, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const link = await issueOneTimeLink(tx, config, store, user, 'password-reset');
    await mailOneTimeLink(tx, store.id, user.email, 'password-reset', link);
    await recordAudit(
      tx,
      { ...context, actor: { kind: 'anonymous', id: null, name: 'Unknown' } },
      {
        action: 'staff.password-reset-requested',
        target: { type: 'staff', id: user.id, label: user.email },
      },
    );
  });
}

/**
 * Sets the password of the link's account, once: every other link of that person stops working
 * and every session of theirs ends (whoever knew the old password is signed out); then a new
 * session is opened for the person who holds the link.
 */
export async function setPasswordWithLink(
  db: Database,
  hasher: PasswordHasher,
  context: Context & { userAgent?: string | null },
  input: { token: string; password: string },
): Promise<{ user: StaffUser; token: string; stage: SessionStage }> {
  // Hashed before the transaction: scrypt takes a while, and no row should stay locked meanwhile.
  const passwordHash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const link = await takeToken(tx, context.storeId, hashSecret(input.token));
    const user = link && (await findStaffById(tx, context.storeId, link.userId));
    if (!link || !user) throw invalid(PASSWORD_LINK_MESSAGES.invalidLink);
    await setStaffPassword(tx, user.id, passwordHash);
    await retireTokensOfUser(tx, user.id);
    await deleteSessionsOfUser(tx, user.id);
    // A reset link proves the email, not the authenticator: two-factor sign-in still asks its step.
    const stage = await stageAfterPassword(tx, user);
    const session = await startSession(tx, user, { stage, userAgent: context.userAgent ?? null });
    await recordAudit(
      tx,
      {
        storeId: context.storeId,
        requestId: context.requestId,
        actor: { kind: 'staff', id: user.id, name: user.name },
      },
      {
        action: 'staff.password-set',
        target: { type: 'staff', id: user.id, label: user.email },
        after: { through: link.kind },
      },
    );
    return { user, token: session.token, stage };
  });
}
