import fp from 'fastify-plugin';
import { releaseExpiredHolds } from './release-expired-holds.ts';

/**
 * Gift card amounts held for a checkout that never completed go back to their cards: a
 * periodic task on every instance (releasing is idempotent, so instances may overlap).
 */
export default fp(
  async (app) => {
    app.jobs.every(app.config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000, 'release-expired-holds', async () => {
      const released = await releaseExpiredHolds(app.db, new Date());
      if (released > 0) app.log.info({ released }, 'released expired gift card holds');
    });
  },
  { name: 'hold-expiry', dependencies: ['jobs', 'database'] },
);
