import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activationRoutes from './activation-routes.ts';
import batchRoutes from './batch-routes.ts';

/** Code batches and card stock activated at the counter (issue 31). */
const batchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(batchRoutes);
  await app.register(activationRoutes);
};

export default batchAdminRoutes;
