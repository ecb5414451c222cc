/** The fulfilment module's public surface: other modules and the server's top level import only this file. */
export { composeOrderRefund } from './compose-order-refund.ts';
export { composeRefundNotice } from './compose-refund-notice.ts';
export { default as refundRetry } from './refund-retry-plugin.ts';
export { default as orderRefundRoutes } from './refund-routes.ts';
export { default as fulfilmentRoutes } from './routes.ts';
export { default as sandboxRoutes } from './sandbox-routes.ts';
export { default as webhookRoutes } from './webhook-routes.ts';
