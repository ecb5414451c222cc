import type { AuditEntry } from '@giftfront/domain/admin/audit';
import type { AuditRow } from './audit-repository.ts';

/** A stored audit row as the dashboard reads it (the audit log page, an order's trail). */
export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.createdAt.toISOString(),
  actor: { kind: row.actorKind as AuditEntry['actor']['kind'], id: row.actorId, name: row.actorName },
  action: row.action,
  target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
  before: row.before,
  after: row.after,
  reason: row.reason,
  requestId: row.requestId,
});
