import { STAFF_MESSAGES, type InviteStaff } from '@giftfront/domain/admin/staff';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { issueOneTimeLink, mailOneTimeLink } from './one-time-links.ts';
import { findStaffById, insertStaff, type StaffUser } from './staff-repository.ts';

type Store = { id: string; slug: string };

/** A new account without a password, and a mailed link (24 h) to choose one. */
export async function inviteStaff(
  tx: Executor,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  context: AuditContext,
  store: Store,
  input: Required<InviteStaff>,
): Promise<StaffUser> {
  const user = await insertStaff(tx, { storeId: store.id, email: input.email, name: input.name, role: input.role });
  if (!user) throw conflict(`${input.email} already has an account in this store.`);
  const link = await issueOneTimeLink(tx, config, store, user, 'invitation');
  await mailOneTimeLink(tx, store.id, user.email, 'invitation', link, context.actor.name);
  await recordAudit(tx, context, {
    action: 'staff.invited',
    target: { type: 'staff', id: user.id, label: user.email },
    after: { email: user.email, name: user.name, role: user.role },
  });
  return user;
}

/** A fresh link for someone who has not chosen a password yet; the old link stops working. */
export async function resendInvitation(
  tx: Executor,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  context: AuditContext,
  store: Store,
  userId: string,
): Promise<void> {
  const user = await findStaffById(tx, store.id, userId);
  if (!user) throw notFound(STAFF_MESSAGES.notFound);
  if (user.passwordHash) throw conflict(STAFF_MESSAGES.alreadyActive);
  const link = await issueOneTimeLink(tx, config, store, user, 'invitation');
  await mailOneTimeLink(tx, store.id, user.email, 'invitation', link, context.actor.name);
  await recordAudit(tx, context, {
    action: 'staff.invitation-resent',
    target: { type: 'staff', id: user.id, label: user.email },
  });
}
