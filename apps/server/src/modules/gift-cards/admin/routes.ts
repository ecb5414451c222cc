import type { FastifyPluginAsync } from 'fastify';
import cardActionRoutes from './card-action-routes.ts';
import giftCardRoutes from './card-routes.ts';
import redemptionRoutes from './redemption-routes.ts';
import saleRoutes from './sale-routes.ts';

/** The dashboard's gift card API (/api/admin/gift-cards, /api/admin/redemptions). */
const giftCardAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(giftCardRoutes);
  await app.register(redemptionRoutes);
  await app.register(cardActionRoutes);
  await app.register(saleRoutes);
};

export default giftCardAdminRoutes;
