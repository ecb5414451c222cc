import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { issueOneTimeLink, type OneTimeLink } from './one-time-links.ts';
import type { PasswordHasher } from './passwords.ts';
import { insertStaff, type StaffUser } from './staff-repository.ts';

/** Changes made by the server itself rather than a person (the command line, start-up). */
export const systemActor = (name: string): AuditContext['actor'] => ({ kind: 'system', id: null, name });

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  /** Without one, a one-time link (24 h) to choose it is made. */
  password?: string;
}

/** An account created outside the dashboard; null when the email already has one in this store. */
export async function addStaffUser(
  db: Database,
  deps: { config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>; hasher: PasswordHasher; actorName: string },
  store: { id: string; slug: string },
  input: NewStaffUser,
): Promise<{ user: StaffUser; link: OneTimeLink | null } | null> {
  const passwordHash = input.password ? await deps.hasher.hash(input.password) : null;
  return db.transaction(async (tx) => {
    const user = await insertStaff(tx, {
      storeId: store.id,
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash,
    });
    if (!user) return null;
    const link = passwordHash ? null : await issueOneTimeLink(tx, deps.config, store, user, 'invitation');
    await recordAudit(
      tx,
      { storeId: store.id, actor: systemActor(deps.actorName), requestId: null },
      {
        action: 'staff.created',
        target: { type: 'staff', id: user.id, label: user.email },
        after: { email: user.email, name: user.name, role: user.role, password: passwordHash ? 'set' : 'link' },
      },
    );
    return { user, link };
  });
}
