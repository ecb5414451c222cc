import fp from 'fastify-plugin';
import { apiKeyAdminRoutes } from '../api-keys/index.ts';
import { auditAdminRoutes } from '../audit/index.ts';
import { discountCodeAdminRoutes } from '../discounts/index.ts';
import { catalogAdminRoutes } from '../catalog/index.ts';
import { shippingQueueAdminRoutes } from '../shipping-queue/index.ts';
import { storeSummaryAdminRoutes } from '../store-summary/index.ts';
import { notificationSettingsRoutes } from '../notifications/index.ts';
import { adminSettingsRoutes } from '../stores/index.ts';
import { giftCardAdminRoutes, giftDeliveryAdminRoutes } from '../gift-cards/index.ts';
import { orderAdminRoutes } from '../orders/index.ts';
import { paymentSettingsRoutes } from '../payments/index.ts';
import { orderRefundRoutes } from '../fulfilment/index.ts';
import { posRoutes } from '../gift-cards/index.ts';
import { integratorRoutes } from '../gift-cards/index.ts';
import { reportAdminRoutes } from '../reports/index.ts';
import { salesReportRoutes } from '../reports/index.ts';
import { storeFileRoutes } from '../store-file/index.ts';
import { staffAdminRoutes } from '../staff/index.ts';
import { webhookAdminRoutes } from '../webhooks/index.ts';
import { customerAdminRoutes } from '../customers/index.ts';
import { batchAdminRoutes } from '../batches/index.ts';
import { bonusRuleAdminRoutes } from '../promotions/index.ts';
import actorPlugin from './actor-plugin.ts';
import { idempotencyPlugin } from '../api-keys/index.ts';

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
  batchAdminRoutes,
  bonusRuleAdminRoutes,
];

export default fp(
  async (app) => {
    await app.register(actorPlugin);
    await app.register(idempotencyPlugin);
    for (const routes of MERCHANT_ROUTES) await app.register(routes);
  },
  { name: 'admin', dependencies: ['database', 'store-context', 'cookies', 'rate-limits', 'jobs'] },
);
