import { STAFF_MESSAGES } from '@giftfront/domain/admin/staff';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { deleteStaff, findStaffById, lockOwners, setStaffRole, type StaffUser } from './staff-repository.ts';

/** The person, after checking that the change leaves the store with an owner. */
async function changeable(
  tx: Executor,
  storeId: string,
  userId: string,
  leavesOwners: (owners: string[], user: StaffUser) => boolean,
): Promise<StaffUser> {
  const owners = await lockOwners(tx, storeId);
  const user = await findStaffById(tx, storeId, userId);
  if (!user) throw notFound(STAFF_MESSAGES.notFound);
  if (!leavesOwners(owners, user)) throw conflict(STAFF_MESSAGES.lastOwner);
  return user;
}

const hasOtherOwner = (owners: string[], user: StaffUser) => owners.some((id) => id !== user.id);

export async function changeStaffRole(
  tx: Executor,
  context: AuditContext,
  userId: string,
  role: StaffRole,
): Promise<StaffUser> {
  const user = await changeable(
    tx,
    context.storeId,
    userId,
    (owners, u) => role === 'owner' || u.role !== 'owner' || hasOtherOwner(owners, u),
  );
  if (user.role === role) return user;
  await setStaffRole(tx, user.id, role);
  await recordAudit(tx, context, {
    action: 'staff.role-changed',
    target: { type: 'staff', id: user.id, label: user.email },
    before: { role: user.role },
    after: { role },
  });
  return { ...user, role };
}

/** Removes a person: their sessions end at once and their links stop working. */
export async function removeStaff(tx: Executor, context: AuditContext, userId: string): Promise<void> {
  const user = await changeable(
    tx,
    context.storeId,
    userId,
    (owners, u) => u.role !== 'owner' || hasOtherOwner(owners, u),
  );
  await deleteStaff(tx, user.id);
  await recordAudit(tx, context, {
    action: 'staff.removed',
    target: { type: 'staff', id: user.id, label: user.email },
    before: { email: user.email, name: user.name, role: user.role },
  });
}
