import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { StaffUser } from './staff-repository.ts';

export type StaffSession = typeof staffSessions.$inferSelect;

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: string; storeId: string; expiresAt: Date },
): Promise<StaffSession> {
  const [session] = await db.insert(staffSessions).values(values).returning();
  return session!;
}

/** The session with this token hash and its person as they are now (role changes apply at once). */
export async function findSessionByHash(
  db: Executor,
  tokenHash: string,
): Promise<{ session: StaffSession; user: StaffUser } | null> {
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function extendSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ expiresAt, lastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Signs a person out everywhere (a new password). */
export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
}
