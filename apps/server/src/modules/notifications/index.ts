/** The notifications module's public surface: other modules and the server's top level import only this file. */
export { default as notificationSettingsRoutes } from './admin-routes.ts';
export { composeDailySummary } from './compose-daily-summary.ts';
export { composeDeliveryFailedNotice, composeMerchantOrderNotice } from './compose-merchant-notices.ts';
export { default as dailySummary } from './daily-summary-plugin.ts';
