import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key for its first request; null when the key was already used (then read it with findIdempotencyKey). */
export async function claimIdempotencyKey(
  db: Executor,
  row: { apiKeyId: string; key: string; storeId: string; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, apiKeyId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveIdempotentAnswer(
  db: Executor,
  apiKeyId: string,
  key: string,
  answer: { statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)));
}

/** Forgets a key whose request failed on the server's side, so a retry is made afresh. */
export async function forgetIdempotencyKey(db: Executor, apiKeyId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)));
}

/** Removes keys older than the retention; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Executor, hours: number): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${hours}::int * interval '1 hour'`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
