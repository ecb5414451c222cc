import { z } from 'zod';

/**
 * The store's notification settings as owners edit them (store file `notifications`): the address
 * that gets new orders, failed gift emails and, when asked for, the daily summary. A blank address
 * is none.
 */
export const notificationSettingsSchema = z
  .strictObject({
    email: z
      .string()
      .trim()
      .max(254, 'at most 254 characters')
      .transform((value) => value || null)
      .pipe(z.email('Enter an email address, like name@example.com.').nullable())
      .nullable(),
    dailySummary: z.boolean(),
  })
  .refine((value) => !value.dailySummary || value.email, {
    path: ['dailySummary'],
    message: 'a daily summary needs a notification email address',
  });
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;
