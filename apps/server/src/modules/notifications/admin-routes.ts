import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '@giftfront/domain/admin/notification-settings';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { findStoreSettings, replaceNotificationSettings } from '../stores/index.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** The store's notification address and daily summary (owners). */
const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings/notifications',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The notification address and whether it gets a daily summary',
        response: { 200: notificationSettingsSchema, ...refusals },
      },
    },
    async (request) => {
      // Read from the database, not the request's cached store: an owner sees a change made on another instance at once.
      const notifications = (await findStoreSettings(app.db, request.store.id))?.notifications;
      return { email: notifications?.email?.trim() || null, dailySummary: notifications?.dailySummary ?? false };
    },
  );

  app.patch(
    '/api/admin/settings/notifications',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change the notification address and the daily summary',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...refusals },
      },
    },
    async (request) => {
      const next = request.body;
      await app.db.transaction(async (tx) => {
        const replaced = await replaceNotificationSettings(tx, request.store.id, next);
        if (!replaced) throw notFound('Store not found');
        await recordAudit(tx, auditContextOf(request), {
          action: 'settings.notifications-changed',
          target: { type: 'store', id: request.store.id, label: request.store.slug },
          before: replaced.before,
          after: next,
        });
      });
      // Other instances' store caches expire within seconds (stores/store-context-plugin.ts); the
      // notices read the address from the database when they are recorded.
      app.invalidateStoreCache(request.store.slug);
      return next;
    },
  );
};

export default notificationSettingsRoutes;
