import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_MESSAGES,
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@giftfront/domain/admin/api-keys';
import { isApiKeyScope, LEGACY_API_KEY_SCOPES } from '@giftfront/domain/admin/api-key-scopes';
import { access, actorOf } from '../../lib/access.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { hashSecret } from '../../lib/secret-tokens.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { insertApiKey, listActiveApiKeys, revokeApiKey } from './api-key-repository.ts';
import { generateApiKey } from './api-key-format.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** API keys for point-of-sale systems (owner): create (the key shown once), list, revoke. */
const apiKeyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/api-keys',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The store’s working API keys',
        response: { 200: apiKeyListSchema, ...refusals },
      },
    },
    async (request) => {
      const rows = await listActiveApiKeys(app.db, request.store.id);
      return {
        keys: rows.map((row) => ({
          id: row.id,
          name: row.name,
          prefix: row.prefix,
          scopes: row.scopes.filter(isApiKeyScope),
          createdBy: row.createdByName,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/api-keys',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Create an API key with its scopes; the answer is the only time the key is shown',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { key, prefix } = generateApiKey();
      const row = await app.db.transaction(async (tx) => {
        const created = await insertApiKey(tx, {
          storeId: request.store.id,
          name: request.body.name,
          prefix,
          keyHash: hashSecret(key),
          scopes: [...(request.body.scopes ? new Set(request.body.scopes) : LEGACY_API_KEY_SCOPES)],
          createdById: actor.kind === 'staff' ? actor.id : null,
          createdByName: actor.name,
        });
        await recordAudit(tx, auditContextOf(request), {
          action: 'api-key.created',
          target: { type: 'api-key', id: created.id, label: created.name },
          after: { name: created.name, prefix, scopes: created.scopes },
        });
        return created;
      });
      return reply.status(201).send({ id: row.id, name: row.name, key, scopes: row.scopes.filter(isApiKeyScope) });
    },
  );

  app.delete(
    '/api/admin/api-keys/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API key',
        params: apiKeyIdParamsSchema,
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const revoked = await revokeApiKey(tx, request.store.id, request.params.id);
        if (!revoked) throw notFound(API_KEY_MESSAGES.notFound);
        await recordAudit(tx, auditContextOf(request), {
          action: 'api-key.revoked',
          target: { type: 'api-key', id: revoked.id, label: revoked.name },
          before: { name: revoked.name, prefix: revoked.prefix },
        });
      });
      return reply.status(204).send();
    },
  );
};

export default apiKeyAdminRoutes;
