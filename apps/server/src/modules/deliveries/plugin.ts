import fp from 'fastify-plugin';
import type { DeliveryComposers } from '../mail/index.ts';
import { registerDeliveryWorker } from './delivery-worker.ts';

/** Sends what fulfilment recorded in `deliveries` (receipts, gift emails, top-up receipts). */
export default fp(
  async (app, options: { composers: DeliveryComposers }) => {
    registerDeliveryWorker(app.jobs, {
      db: app.db,
      config: app.config,
      mail: app.mail,
      log: app.log,
      links: app,
      composers: options.composers,
    });
  },
  { name: 'delivery-worker', dependencies: ['jobs', 'mail', 'cookies'] },
);
