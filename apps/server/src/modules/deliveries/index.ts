/** The deliveries module's public surface: other modules and the server's top level import only this file. */
export { forgetFinishedJob } from './delivery-jobs.ts';
export { updateDelivery } from './delivery-repository.ts';
export { recordDeliveryEvent } from './delivery-events.ts';
export { DELIVERY_QUEUE } from './enqueue-due-deliveries.ts';
export { findGiftDelivery, releaseFinishedJob, resendGiftDelivery } from './gift-delivery.ts';
export { default as deliveryWorker } from './plugin.ts';
export { recordDeliveries } from './record-deliveries.ts';
export type { DeliveryRequest } from './record-deliveries.ts';
