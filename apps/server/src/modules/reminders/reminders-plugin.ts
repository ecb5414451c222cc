import fp from 'fastify-plugin';
import { recordBalanceReminders } from './record-reminders.ts';

/** How often an instance looks for cards due a reminder. */
export const BALANCE_REMINDER_CHECK_MS = 60 * 60 * 1000;

/** Balance reminders (issue 30): a periodic task claimed by one instance per interval (jobs/task-claims.ts). */
export default fp(
  async (app) => {
    app.jobs.every(BALANCE_REMINDER_CHECK_MS, 'balance-reminders', async () => {
      await recordBalanceReminders(app.db, new Date());
    });
  },
  { name: 'balance-reminders', dependencies: ['jobs', 'database'] },
);
