import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  storeId: string;
  actorId?: string;
  action?: string;
}

const whereOf = ({ storeId, actorId, action }: AuditFilter): SQL =>
  and(
    eq(auditLog.storeId, storeId),
    actorId ? eq(auditLog.actorId, actorId) : undefined,
    action ? eq(auditLog.action, action) : undefined,
  )!;

/** Newest first; the id breaks ties between entries of the same instant. */
export async function listAuditRows(
  db: Executor,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditRows(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filter));
  return row?.total ?? 0;
}

/** Everyone who appears as an actor in the store's log, under the name of their latest entry. */
export async function listAuditActors(
  db: Executor,
  storeId: string,
): Promise<{ id: string; name: string; kind: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName, kind: auditLog.actorKind })
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), isNotNull(auditLog.actorId)))
    .orderBy(auditLog.actorId, desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((row) => ({ id: row.id!, name: row.name, kind: row.kind }));
}

export async function listAuditActions(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.storeId, storeId))
    .orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

/** The entries about one thing (an order), oldest first. */
export async function listAuditRowsFor(
  db: Executor,
  storeId: string,
  target: { type: string; id: string },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)))
    .orderBy(auditLog.createdAt, auditLog.id);
}
