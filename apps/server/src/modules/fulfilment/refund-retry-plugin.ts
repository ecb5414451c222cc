import fp from 'fastify-plugin';
import { retryPendingRefunds } from './retry-pending-refunds.ts';

/** Refunds the provider could not confirm at once are tried again: a periodic task on every instance. */
export default fp(
  async (app) => {
    app.jobs.every(app.config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000, 'retry-pending-refunds', async () => {
      const refunded = await retryPendingRefunds({ db: app.db, payments: app.payments, log: app.log });
      if (refunded > 0) app.log.info({ refunded }, 'pending refunds completed');
    });
  },
  { name: 'refund-retry', dependencies: ['jobs', 'database', 'payments'] },
);
