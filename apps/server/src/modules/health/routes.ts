import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /healthz: the process answers. /readyz: the database answers too. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.string() });
  app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: status, 503: status } } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
};

export default healthRoutes;
