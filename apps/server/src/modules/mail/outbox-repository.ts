import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type OutboxSummary = Pick<OutboxMail, 'id' | 'to' | 'subject' | 'createdAt'>;

export async function addToOutbox(db: Executor, mail: typeof mailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Newest first; only one store's mail when a store is given (the development mailbox). */
export async function listOutbox(db: Executor, limit = 100, storeId?: string): Promise<OutboxSummary[]> {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(storeId ? eq(mailOutbox.storeId, storeId) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** One mail, of that store only when a store is given. */
export async function findOutboxMail(db: Executor, id: string, storeId?: string): Promise<OutboxMail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), storeId ? eq(mailOutbox.storeId, storeId) : undefined))
    .limit(1);
  return row ?? null;
}
