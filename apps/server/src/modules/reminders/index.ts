/** The reminders module's public surface: other modules and the server's top level import only this file. */
export { composeReminder } from './compose-reminder.ts';
export { default as balanceReminders } from './reminders-plugin.ts';
export { default as reminderRoutes } from './routes.ts';
