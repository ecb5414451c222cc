/** The shipping-queue module's public surface: other modules and the server's top level import only this file. */
export { default as shippingQueueAdminRoutes } from './admin-routes.ts';
export { composeShipmentNotice } from './compose-shipment-notice.ts';
