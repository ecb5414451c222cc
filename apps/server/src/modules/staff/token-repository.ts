import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffTokens } from '../../db/schema/index.ts';

export type StaffToken = typeof staffTokens.$inferSelect;
export type StaffTokenKind = 'invitation' | 'password-reset';

export async function insertToken(
  db: Executor,
  values: { tokenHash: string; userId: string; storeId: string; kind: StaffTokenKind; expiresAt: Date },
): Promise<StaffToken> {
  const [token] = await db.insert(staffTokens).values(values).returning();
  return token!;
}

const open = () => and(isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, sql`now()`));

/**
 * Uses a link of this store: marks it used and returns it, in one statement, so two tabs
 * submitting the same link cannot both succeed. Null when unknown, used, expired or another store's.
 */
export async function takeToken(db: Executor, storeId: string, tokenHash: string): Promise<StaffToken | null> {
  const [token] = await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.tokenHash, tokenHash), eq(staffTokens.storeId, storeId), open()))
    .returning();
  return token ?? null;
}

/** Retires a person's other open links (a new one was sent, or a password was just set). */
export async function retireTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.usedAt)));
}

/** Whether a link can still be used: a mail about to be sent for it is otherwise pointless. */
export async function isTokenOpen(db: Executor, storeId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(and(eq(staffTokens.id, id), eq(staffTokens.storeId, storeId), open()))
    .limit(1);
  return Boolean(row);
}
