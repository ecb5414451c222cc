/** The reports module's public surface: other modules and the server's top level import only this file. */
export { default as reportAdminRoutes } from './admin-routes.ts';
export { outstandingBalance } from './liability.ts';
export { endOfDayIn } from './report-days.ts';
export { moneyCardHistories } from './reports-read-model.ts';
export { default as salesReportRoutes } from './sales-routes.ts';
