import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { StaffUser } from './staff-repository.ts';

export type StaffSession = typeof staffSessions.$inferSelect;

export async function insertSession(
  db: Executor,
  values: {
    tokenHash: string;
    userId: string;
    storeId: string;
    expiresAt: Date;
    stage: string;
    userAgent: string | null;
  },
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

/** The person's sessions that have not ended, most recently used first. */
export async function listSessionsOfUser(db: Executor, userId: string): Promise<StaffSession[]> {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, sql`now()`)))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.createdAt));
}

/** Ends one of the person's sessions: false when it is not theirs or already ended. */
export async function deleteSessionOfUser(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), eq(staffSessions.id, id)))
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

/** Ends every session of the person but `keepId` (sign out everywhere else; a password change). */
export async function deleteOtherSessionsOfUser(db: Executor, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), ne(staffSessions.id, keepId)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
