import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STORE_FILE_MAX_BYTES,
  storeFileImportAnswerSchema,
  storeFileProblemsSchema,
} from '@giftfront/domain/admin/store-file-transfer';
import { access } from '../../lib/access.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { exportStore } from './export-store.ts';
import { importStore } from './import-store.ts';
import { checkUploadedStoreFile } from './store-file-upload.ts';

const refusals = {
  400: storeFileProblemsSchema.or(messageSchema),
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  413: messageSchema,
};
const URL = '/api/admin/store-file';
const refused = (problems: string[]) =>
  invalid(`The store file was not imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`, {
    problems,
  });

/** The store file from the dashboard (owners): the command line's export and import, for the host's store only. */
const storeFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Download the store file (it holds every gift card code)',
        response: { 200: z.unknown(), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await exportStore(app.db, request.store.slug);
      if (!file) throw notFound('Store not found');
      await recordAudit(app.db, auditContextOf(request), {
        action: 'store-file.exported',
        target: { type: 'store', id: request.store.id, label: request.store.slug },
        after: {
          products: file.products?.length ?? 0,
          discountCodes: file.discountCodes?.length ?? 0,
          giftCards: file.giftCards?.length ?? 0,
        },
      });
      return reply
        .header('content-disposition', `attachment; filename="${request.store.slug}-store.json"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    `${URL}/check`,
    {
      config: access.owner,
      bodyLimit: STORE_FILE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'What importing this store file would change, or its problems by JSON path; writes nothing',
        body: z.unknown(),
        response: { 200: storeFileImportAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const check = await checkUploadedStoreFile(app.db, request.store, request.body);
      if (!check.ok) throw refused(check.problems);
      return { imported: false, changes: check.changes };
    },
  );

  app.post(
    URL,
    {
      config: access.owner,
      bodyLimit: STORE_FILE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Import a store file into this store (its problems by JSON path, nothing written)',
        body: z.unknown(),
        response: { 200: storeFileImportAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { store } = request;
      const changes = await app.db.transaction(async (tx) => {
        const check = await checkUploadedStoreFile(tx, store, request.body);
        if (!check.ok) throw refused(check.problems);
        await importStore(tx, check.file);
        await recordAudit(tx, auditContextOf(request), {
          action: 'store-file.imported',
          target: { type: 'store', id: store.id, label: store.slug },
          // Counts and keys only: the file's card codes stay out of the log.
          after: {
            products: check.changes.products,
            discountCodes: check.changes.discountCodes,
            giftCards: check.changes.giftCards,
          },
        });
        return check.changes;
      });
      // Other instances' store caches expire within seconds (stores/store-context-plugin.ts).
      app.invalidateStoreCache(store.slug);
      return { imported: true, changes };
    },
  );
};

export default storeFileRoutes;
