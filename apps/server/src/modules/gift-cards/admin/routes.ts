import type { FastifyPluginAsync } from 'fastify';
import giftCardRoutes from './card-routes.ts';

/** The dashboard's gift card API (/api/admin/gift-cards, /api/admin/redemptions). */
const giftCardAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(giftCardRoutes);
};

export default giftCardAdminRoutes;
