import fp from 'fastify-plugin';
import { recordDailySummaries } from './daily-summary.ts';
import { recordOrderNotices } from './order-notice-consumer.ts';

/** How often an instance asks whether yesterday's summaries are recorded: soon after each store's midnight, without a clock of its own. */
export const DAILY_SUMMARY_CHECK_MS = 15 * 60 * 1000;

/**
 * Yesterday's summary for every store that wants one: a periodic task claimed by one instance per
 * interval (jobs/task-claims.ts); the delivery's unique subject per store and day keeps it to one mail.
 */
export default fp(
  async (app) => {
    app.jobs.every(DAILY_SUMMARY_CHECK_MS, 'merchant-daily-summary', async () => {
      await recordDailySummaries(app.db, new Date());
    });
    // The new-order notice: recorded from the order.paid event (order-notice-consumer.ts).
    app.events.consume('notifications', (events) => recordOrderNotices(app.db, events));
  },
  { name: 'merchant-daily-summary', dependencies: ['jobs', 'database', 'events'] },
);
