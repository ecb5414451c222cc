import fp from 'fastify-plugin';
import { registerDeliveryWorker } from './delivery-worker.ts';

/** Sends what fulfilment recorded in `deliveries` (receipts, gift emails, top-up receipts). */
export default fp(
  async (app) => {
    registerDeliveryWorker(app.jobs, { db: app.db, config: app.config, mail: app.mail, log: app.log, links: app });
  },
  { name: 'delivery-worker', dependencies: ['jobs', 'mail', 'cookies'] },
);
