/** The audit module's public surface: other modules and the server's top level import only this file. */
export { default as auditAdminRoutes } from './admin-routes.ts';
export { toAuditEntry } from './audit-entry.ts';
export { nameOldEntries } from './old-entry-names.ts';
export { listAuditRowsFor } from './audit-repository.ts';
export type { AuditRow } from './audit-repository.ts';
export { auditContextOf, publicAuditContext } from './audit-context-http.ts';
export { recordAudit } from './record-audit.ts';
export type { AuditContext } from './record-audit.ts';
