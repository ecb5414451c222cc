/** The payments module's public surface: other modules and the server's top level import only this file. */
export { default as paymentSettingsRoutes } from './admin-routes.ts';
export { CHARGED_OTHER_AMOUNT, chargedAsValidated } from './charged-amount.ts';
export { default as holdExpiry } from './hold-expiry-plugin.ts';
export {
  findIntentByProviderId,
  findIntentInStore,
  findStoreIntent,
  insertCheckoutIntent,
  insertIntent,
  intentSucceededAfter,
  intentSucceededValues,
  listDuePendingRefunds,
  lockIntent,
  lockStoreIntent,
  markRefunded,
  recordIntentValidation,
  takePendingRefund,
  updateIntent,
} from './intent-repository.ts';
export type { IntentRecord, NewIntent, ReportedCard } from './intent-repository.ts';
export { markProcessed, wasProcessed } from './processed-event-repository.ts';
export { NOT_CONFIGURED, default as paymentsPlugin } from './providers/payments-plugin.ts';
export type { PaymentProviders } from './providers/payments-plugin.ts';
export { sandboxPaymentsAllowed } from './providers/sandbox-allowed.ts';
export { checkSandboxCard } from './providers/sandbox-cards.ts';
export { refundStateOf, refundedAmount, refundedAnswer } from './refund-message.ts';
export type { RefundState } from './refund-message.ts';
export { releaseExpiredHolds } from './release-expired-holds.ts';
export { default as paymentRoutes } from './routes.ts';
export { snapshotTotal, validatedSnapshotSchema } from './validated-order.ts';
export type { ValidatedLine, ValidatedOrder, ValidatedSnapshot, ValidatedTopup } from './validated-order.ts';
