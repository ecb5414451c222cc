/** The store-summary module's public surface: other modules and the server's top level import only this file. */
export { default as storeSummaryAdminRoutes } from './admin-routes.ts';
export { ordersAwaitingShipment, periodTotals } from './summary-read-model.ts';
