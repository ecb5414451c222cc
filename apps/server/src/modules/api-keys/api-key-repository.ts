import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Executor,
  values: {
    storeId: string;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: string[];
    createdById: string | null;
    createdByName: string;
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** The store's keys that still work, newest first. */
export async function listActiveApiKeys(db: Executor, storeId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.storeId, storeId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** Any store's key with this prefix: the caller compares the hash and the store. */
export async function findApiKeyByPrefix(db: Executor, prefix: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix)).limit(1);
  return row ?? null;
}

/** Revokes a working key of this store; null when there is none with that id. */
export async function revokeApiKey(db: Executor, storeId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.storeId, storeId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** Records a use; at most once a minute per key, so a busy till does not write on every call. */
export async function touchApiKey(db: Executor, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}
