import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { serverOptions } from './server-options.ts';
import type { DatabaseHandle } from './db/client.ts';
import databasePlugin from './plugins/database.ts';
import cookies from './plugins/cookies.ts';
import errorsPlugin from './plugins/errors.ts';
import securityHeaders from './plugins/security-headers.ts';
import compression from './plugins/compression.ts';
import openapiPlugin from './plugins/openapi.ts';
import { SESSION_COOKIE } from './modules/staff/index.ts';
import rateLimits from './plugins/rate-limits.ts';
import jsonBody from './plugins/json-body.ts';
import refuseUnsafeText from './plugins/refuse-unsafe-text.ts';
import requestIds from './plugins/request-ids.ts';
import { metricsPlugin } from './modules/metrics/index.ts';
import spaPlugin from './plugins/spa.ts';
import { storefrontPageRoutes } from './modules/storefront-page/index.ts';
import dashboardPlugin from './plugins/dashboard.ts';
import { adminPlugin } from './modules/admin/index.ts';
import { storeContext } from './modules/stores/index.ts';
import { storeRoutes } from './modules/stores/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { giftCardLookupRoutes } from './modules/gift-cards/index.ts';
import { paymentsPlugin } from './modules/payments/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { sandboxRoutes } from './modules/fulfilment/index.ts';
import { webhookRoutes } from './modules/fulfilment/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { fulfilmentRoutes } from './modules/fulfilment/index.ts';
import { discountRoutes } from './modules/discounts/index.ts';
import { promotionRoutes } from './modules/promotions/index.ts';
import { mailPlugin } from './modules/mail/index.ts';
import { jobsPlugin } from './modules/jobs/index.ts';
import { eventsPlugin } from './modules/events/index.ts';
import { webhooksPlugin } from './modules/webhooks/index.ts';
import { deliveryWorker } from './modules/deliveries/index.ts';
import { deliveryComposers } from './delivery-composers.ts';
import { giftCardPageRoutes } from './modules/gift-card-pages/index.ts';
import { manageGiftRoutes } from './modules/manage-gift/index.ts';
import { reminderRoutes } from './modules/reminders/index.ts';
import { thankYouRoutes } from './modules/thank-you/index.ts';
import { balanceReminders } from './modules/reminders/index.ts';
import { mediaPlugin } from './modules/media/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { holdExpiry } from './modules/payments/index.ts';
import { cardExpiry } from './modules/gift-cards/index.ts';
import { dailySummary } from './modules/notifications/index.ts';
import { refundRetry } from './modules/fulfilment/index.ts';
import { walletPlugin } from './modules/wallet/index.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Builds the whole server; main.ts starts it and tests call it with inject. */
export async function build({ config, database, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logStream)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API (OpenAPI) and type the handlers; TypeScript checks the
  // shapes, so serialising is plain JSON rather than a second validation on every response.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(databasePlugin, { config, database });
  await app.register(requestIds);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(jsonBody);
  await app.register(refuseUnsafeText);
  await app.register(openapiPlugin, { sessionCookie: SESSION_COOKIE });
  await app.register(rateLimits);
  await app.register(cookies);
  await app.register(storeContext);
  await app.register(paymentsPlugin);
  await app.register(mediaPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(eventsPlugin);
  await app.register(deliveryWorker, { composers: deliveryComposers });
  await app.register(webhooksPlugin);
  await app.register(holdExpiry);
  await app.register(cardExpiry);
  await app.register(dailySummary);
  await app.register(balanceReminders);
  await app.register(refundRetry);

  await app.register(healthRoutes);
  await app.register(storeRoutes);
  await app.register(catalogRoutes);
  await app.register(giftCardLookupRoutes);
  await app.register(paymentRoutes);
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
  await app.register(orderRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(discountRoutes);
  await app.register(promotionRoutes);
  await app.register(giftCardPageRoutes);
  await app.register(manageGiftRoutes);
  await app.register(reminderRoutes);
  await app.register(thankYouRoutes);
  await app.register(walletPlugin);
  await app.register(mediaRoutes);
  await app.register(adminPlugin);

  await app.register(dashboardPlugin);

  await app.register(spaPlugin);
  await app.register(storefrontPageRoutes);
  return app;
}
