import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStoreSettingsSchema } from '@giftfront/domain/branding';
import { messageSchema } from '../../lib/schemas.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { publicStoreSettings } from './public-store-settings.ts';

/** product §7: the branding object and the custom embed script. Inactive stores still answer, so the SPA can say so. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.loadStore);

  app.get(
    '/api/Store/StoreSettings',
    { schema: { tags: ['store'], response: { 200: publicStoreSettingsSchema, 404: messageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
      return publicStoreSettings(request.store, app.config, requestLanguage(request, request.store.settings));
    },
  );

  app.get(
    '/api/Store/CustomEmbedScript',
    { schema: { tags: ['store'], response: { 200: z.string(), 404: messageSchema } } },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return request.store.customEmbedScript ?? '';
    },
  );
};

export default storeRoutes;
