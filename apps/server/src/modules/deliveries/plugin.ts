import fp from 'fastify-plugin';
import type { StaffLinkCheck } from '../mail/mail-loaders.ts';
import { registerDeliveryWorker } from './delivery-worker.ts';

/** Sends what fulfilment recorded in `deliveries` (receipts, gift emails, top-up receipts). */
export default fp(
  async (app, options: { staffLinkOpen: StaffLinkCheck }) => {
    registerDeliveryWorker(app.jobs, { db: app.db, config: app.config, mail: app.mail, log: app.log, links: app, staffLinkOpen: options.staffLinkOpen });
  },
  { name: 'delivery-worker', dependencies: ['jobs', 'mail', 'cookies'] },
);
