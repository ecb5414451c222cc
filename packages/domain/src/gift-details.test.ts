import { describe, expect, it } from 'vitest';
import { GIFT_DETAILS_MESSAGES, giftDetailsFormSchema } from './gift-details.ts';

const form = (scheduledDate: string, scheduledTime: string) => ({
  mode: 'same' as const,
  recipientName: 'Sam',
  recipientEmail: 'sam@example.com',
  recipients: [],
  message: '',
  senderName: '',
  scheduleLater: true,
  scheduledDate,
  scheduledTime,
});

const problems = (schema: ReturnType<typeof giftDetailsFormSchema>, values: ReturnType<typeof form>) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the gift details form’s delivery moment', () => {
  // 20:00 on 27 Nov in the shopper's zone: 09:00 that day has passed, 21:00 has not.
  const evening = (date: string, time: string) => `${date}T${time}` <= '2026-11-27T20:00';
  const schema = giftDetailsFormSchema('2026-11-27', evening);

  it('refuses a time already past today, saying how to send it now', () => {
    expect(problems(schema, form('2026-11-27', '09:00'))).toEqual([['scheduledTime', GIFT_DETAILS_MESSAGES.timePast]]);
  });

  it('takes a later time today, and any time on a later day', () => {
    expect(problems(schema, form('2026-11-27', '21:00'))).toEqual([]);
    expect(problems(schema, form('2026-11-28', '09:00'))).toEqual([]);
  });

  it('names a past day by its date alone', () => {
    expect(problems(schema, form('2026-11-26', '21:00'))).toEqual([['scheduledDate', GIFT_DETAILS_MESSAGES.datePast]]);
  });
});
