/** The orders module's public surface: other modules and the server's top level import only this file. */
export { default as orderAdminRoutes } from './admin-routes.ts';
export { codesDownloadWindow } from './codes-download-window.ts';
export { grantOrderAccess, hasOrderAccess } from './order-access-http.ts';
export { findStoreOrder } from './order-detail-read-model.ts';
export { orderDetails } from './order-details.ts';
export { insertPaidOrder, recordOrderDisputed, recordOrderRefunded } from './order-events.ts';
export {
  findRefundByIdempotencyKey,
  findRefundWithOrder,
  flagDisputed,
  flagForReview,
  insertOrderRefund,
  listLinesByIds,
  listOrderRefunds,
  lockOrderOfIntent,
  lockStoreOrder,
  sumProviderRefunds,
} from './order-refund-repository.ts';
export type { OrderRow } from './order-refund-repository.ts';
export { lockOrderForFulfilment, updateOrderFulfilment } from './order-fulfilment-repository.ts';
export { findOrderByIntent, insertOrderLines, listOrderLines } from './order-repository.ts';
export type { OrderRecord } from './order-repository.ts';
export { paidMinor, paymentStatusOf } from './order-statuses.ts';
export { presentRefund } from './present-order-detail.ts';
export { SpentBelowRefundError, planRefund } from './refund-plan.ts';
export type { RefundAsk, RefundPlan } from './refund-plan.ts';
export { providerRiskReason, reviewReasonOf } from './review-rules.ts';
export { default as orderRoutes } from './routes.ts';
export { bindToIntent, priceSnapshot } from './validate-order.ts';
export type { ValidationDeps } from './validate-order.ts';
