import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSettingsPatchSchema,
  adminSettingsViewSchema,
  type AdminSettingsView,
} from '@giftfront/domain/admin/settings';
import { access, actorOf } from '../../lib/access.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import logoUploadRoutes from './logo-upload-routes.ts';
import { adminSettingsOf, planSettingsChange } from './settings-change.ts';
import { storeHasOrders } from './settings-read-model.ts';
import { findStoredSettings, replaceStoredSettings, type StoredSettings } from './settings-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** The store's branding, texts, links, time zone and money settings (owners change them; staff may read). */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(logoUploadRoutes);
  const view = async (stored: StoredSettings, storeId: string, isOwner: boolean): Promise<AdminSettingsView> => {
    const settings = adminSettingsOf(stored);
    // The embed script runs on every storefront page: only owners see or change it.
    return {
      settings: { ...settings, customEmbedScript: isOwner ? settings.customEmbedScript : null },
      currencyLocked: await storeHasOrders(app.db, storeId),
    };
  };

  app.get(
    '/api/admin/settings',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'The store settings (the embed script for owners only)',
        response: { 200: adminSettingsViewSchema, ...refusals },
      },
    },
    async (request) => {
      // From the database, not the request's cached store: a change made on another instance shows at once.
      const stored = await findStoredSettings(app.db, request.store.id);
      if (!stored) throw notFound('Store not found');
      return view(stored, request.store.id, actorOf(request).role === 'owner');
    },
  );

  app.patch(
    '/api/admin/settings',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change some settings: each named one is replaced whole and the result checked whole',
        body: adminSettingsPatchSchema,
        response: { 200: adminSettingsViewSchema, ...refusals },
      },
    },
    async (request) => {
      const storeId = request.store.id;
      const next = await app.db.transaction(async (tx) => {
        const stored = await findStoredSettings(tx, storeId, { forUpdate: true });
        if (!stored) throw notFound('Store not found');
        const change = await planSettingsChange(tx, storeId, stored, request.body);
        if (!change.ok)
          throw invalid(change.problems.map((p) => `${p.path}: ${p.message}`).join('; '), {
            problems: change.problems,
          });
        if (!Object.keys(change.after).length) return stored;
        await replaceStoredSettings(tx, storeId, change.next);
        await recordAudit(tx, auditContextOf(request), {
          action: 'settings.changed',
          target: { type: 'store', id: storeId, label: request.store.slug },
          before: change.before,
          after: change.after,
        });
        return change.next;
      });
      // This instance serves the change at once; the others' store caches expire within 2 s (store-context-plugin.ts).
      app.invalidateStoreCache(request.store.slug);
      return view(next, storeId, true);
    },
  );
};

export default adminSettingsRoutes;
