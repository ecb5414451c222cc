import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import type { Executor } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

export type StaffUser = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Executor, storeId: string, email: string): Promise<StaffUser | null> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.email, email.toLowerCase())))
    .limit(1);
  return user ?? null;
}

export async function findStaffById(db: Executor, storeId: string, id: string): Promise<StaffUser | null> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, id)))
    .limit(1);
  return user ?? null;
}

/** Owners first, then by name. */
export async function listStaff(db: Executor, storeId: string): Promise<StaffUser[]> {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.storeId, storeId))
    .orderBy(sql`${staffUsers.role} = 'owner' desc`, asc(staffUsers.name), asc(staffUsers.email));
}

/** A new account, or null when the store already has one with that email. */
export async function insertStaff(
  db: Executor,
  values: { storeId: string; email: string; name: string; role: StaffRole; passwordHash?: string | null },
): Promise<StaffUser | null> {
  const [user] = await db
    .insert(staffUsers)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: [staffUsers.storeId, staffUsers.email] })
    .returning();
  return user ?? null;
}

export async function setStaffRole(db: Executor, id: string, role: StaffRole): Promise<void> {
  await db
    .update(staffUsers)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(staffUsers.id, id));
}

export async function setStaffPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(staffUsers.id, id));
}

/** Removes the account; its sessions and one-time links go with it (foreign keys cascade). */
export async function deleteStaff(db: Executor, id: string): Promise<void> {
  await db.delete(staffUsers).where(eq(staffUsers.id, id));
}

/**
 * The store's owners, locked until the transaction ends: two owners demoting or removing each
 * other at once take turns, and the second sees the first's change (never zero owners).
 */
export async function lockOwners(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.role, 'owner')))
    .for('update');
  return rows.map((row) => row.id);
}

/** The addresses of the store's owners (a switched-off webhook endpoint is their news). */
export async function ownerEmails(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.role, 'owner')));
  return rows.map((row) => row.email);
}
