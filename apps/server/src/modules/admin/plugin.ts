import fp from 'fastify-plugin';
import apiKeyAdminRoutes from '../api-keys/admin-routes.ts';
import auditAdminRoutes from '../audit/admin-routes.ts';
import discountCodeAdminRoutes from '../discounts/admin-routes.ts';
import catalogAdminRoutes from '../catalog/admin/admin-routes.ts';
import giftDeliveryAdminRoutes from '../deliveries/admin/admin-routes.ts';
import shippingQueueAdminRoutes from '../shipping-queue/admin-routes.ts';
import storeSummaryAdminRoutes from '../store-summary/admin-routes.ts';
import notificationSettingsRoutes from '../notifications/admin-routes.ts';
import adminSettingsRoutes from '../stores/admin-settings-routes.ts';
import giftCardAdminRoutes from '../gift-cards/admin/routes.ts';
import orderAdminRoutes from '../orders/admin-routes.ts';
import paymentSettingsRoutes from '../payments/admin-routes.ts';
import orderRefundRoutes from '../fulfilment/refund-routes.ts';
import posRoutes from '../gift-cards/pos/pos-routes.ts';
import integratorRoutes from '../gift-cards/integrator/integrator-routes.ts';
import reportAdminRoutes from '../reports/admin-routes.ts';
import salesReportRoutes from '../reports/sales-routes.ts';
import storeFileRoutes from '../stores/admin-routes.ts';
import staffAdminRoutes from '../staff/admin-routes.ts';
import webhookAdminRoutes from '../webhooks/admin-routes.ts';
import customerAdminRoutes from '../customers/admin-routes.ts';
import actorPlugin from './actor-plugin.ts';
import idempotencyPlugin from '../api-keys/idempotency-plugin.ts';

/**
 * Every merchant route: /api/admin/* (the dashboard, session cookie) and /api/v1/* (point-of-sale
 * systems, API key). To add a module's routes, write its `admin-routes.ts` (each route with
 * `config: access.owner | access.staff | access.public, or keyWithScope(scope) for /api/v1` from lib/access.ts)
 * and add it to this list. See README.md beside this file.
 */
const MERCHANT_ROUTES = [
  staffAdminRoutes,
  auditAdminRoutes,
  apiKeyAdminRoutes,
  giftCardAdminRoutes,
  posRoutes,
  integratorRoutes,
  orderAdminRoutes,
  orderRefundRoutes,
  giftDeliveryAdminRoutes,
  shippingQueueAdminRoutes,
  storeSummaryAdminRoutes,
  reportAdminRoutes,
  salesReportRoutes,
  notificationSettingsRoutes,
  discountCodeAdminRoutes,
  paymentSettingsRoutes,
  storeFileRoutes,
  catalogAdminRoutes,
  adminSettingsRoutes,
  webhookAdminRoutes,
  customerAdminRoutes,
];

export default fp(
  async (app) => {
    await app.register(actorPlugin);
    await app.register(idempotencyPlugin);
    for (const routes of MERCHANT_ROUTES) await app.register(routes);
  },
  { name: 'admin', dependencies: ['database', 'store-context', 'cookies', 'rate-limits', 'jobs'] },
);
