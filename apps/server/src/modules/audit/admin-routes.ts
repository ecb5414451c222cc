import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  auditFiltersSchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditEntry,
} from '@giftfront/domain/admin/audit';
import { toAuditEntry } from './audit-entry.ts';
import { nameOldEntries } from './old-entry-names.ts';
import { access } from '../../lib/access.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { countAuditRows, listAuditActions, listAuditActors, listAuditRows } from './audit-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** GET /api/admin/audit (owner): the store's audit log, newest first, by person and action, paged. */
const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { actor, action, page } = request.query;
      const filter = { storeId: request.store.id, actorId: actor, action };
      const [rows, total] = await Promise.all([
        listAuditRows(app.db, filter, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
        countAuditRows(app.db, filter),
      ]);
      const entries = await nameOldEntries(app.db, request.store.id, rows.map(toAuditEntry));
      return { entries, page, pageSize: AUDIT_PAGE_SIZE, total };
    },
  );

  app.get(
    '/api/admin/audit/filters',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The people, keys and actions in the audit log',
        response: { 200: auditFiltersSchema, ...refusals },
      },
    },
    async (request) => {
      const [actors, actions] = await Promise.all([
        listAuditActors(app.db, request.store.id),
        listAuditActions(app.db, request.store.id),
      ]);
      return {
        actors: actors
          .map((a) => ({ ...a, kind: a.kind as AuditEntry['actor']['kind'] }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        actions: actions.map((action) => ({ action, label: auditActionLabel(action) })),
      };
    },
  );
};

export default auditAdminRoutes;
