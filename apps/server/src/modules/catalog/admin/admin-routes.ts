import type { FastifyPluginAsync } from 'fastify';
import productImageRoutes from './product-image-routes.ts';
import productRoutes from './product-routes.ts';

/** The dashboard's catalogue: products, and their designs (multipart uploads, in their own scope). */
const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(productImageRoutes);
};

export default catalogAdminRoutes;
