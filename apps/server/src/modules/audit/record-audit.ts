import type { AuditAction, AuditActorKind } from '@giftfront/domain/admin/audit';
import type { Executor } from '../../db/client.ts';
import { insertAuditRow } from './audit-repository.ts';

/** Who acted, for which store, in which request. */
export interface AuditContext {
  storeId: string;
  actor: { kind: AuditActorKind; id: string | null; name: string };
  requestId: string | null;
}

/** What happened: the action, what it was done to, and the figures before and after. */
export interface AuditChange {
  action: AuditAction;
  target?: { type: string; id: string; label?: string | null } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * The one way to write the audit log. Call it with the transaction of the change it records,
 * so the entry and the change are kept or lost together.
 */
export async function recordAudit(db: Executor, context: AuditContext, change: AuditChange): Promise<void> {
  await insertAuditRow(db, {
    storeId: context.storeId,
    actorKind: context.actor.kind,
    actorId: context.actor.id,
    actorName: context.actor.name,
    requestId: context.requestId,
    action: change.action,
    targetType: change.target?.type ?? null,
    targetId: change.target?.id ?? null,
    targetLabel: change.target?.label ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
  });
}
