import { describe, expect, it } from 'vitest';
import {
  GIFT_DETAILS_MESSAGES,
  giftDeliveryInstant,
  giftDetailsFormSchema,
  zonedDateTimeToUtcIso,
} from './gift-details.ts';

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

describe("a delivery moment on the recipient's clock (issue 30)", () => {
  const at = (date: string, time: string, zone: string) => zonedDateTimeToUtcIso(date, time, zone);

  it('is right in New York on the nights the clocks change', () => {
    // 14 March 2027: 02:00 EST jumps to 03:00 EDT.
    expect(at('2027-03-14', '01:30', 'America/New_York')).toBe('2027-03-14T06:30:00.000Z');
    expect(at('2027-03-14', '03:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    // 02:30 never shows on the clock that night: it goes at the moment one offset later, 03:30 EDT.
    expect(at('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    // 7 November 2027: 02:00 EDT falls back to 01:00 EST; 01:30 is its first showing, 09:00 is EST.
    expect(at('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
    expect(at('2027-11-07', '09:00', 'America/New_York')).toBe('2027-11-07T14:00:00.000Z');
  });

  it('is right in Auckland, a day ahead and on southern summer time', () => {
    expect(at('2027-01-15', '09:00', 'Pacific/Auckland')).toBe('2027-01-14T20:00:00.000Z');
    expect(at('2027-04-04', '09:00', 'Pacific/Auckland')).toBe('2027-04-03T21:00:00.000Z');
    // 26 September 2027: 02:00 NZST jumps to 03:00 NZDT.
    expect(at('2027-09-26', '02:30', 'Pacific/Auckland')).toBe('2027-09-25T14:30:00.000Z');
  });

  it('is right in zones half an hour off the hour', () => {
    expect(at('2027-01-15', '09:00', 'Asia/Kolkata')).toBe('2027-01-15T03:30:00.000Z');
    expect(at('2027-01-15', '09:00', 'Australia/Adelaide')).toBe('2027-01-14T22:30:00.000Z');
    expect(at('2027-07-15', '09:00', 'Australia/Adelaide')).toBe('2027-07-14T23:30:00.000Z');
  });

  it('is what the server schedules, whatever instant the browser worked out', () => {
    const details = {
      scheduledDate: '2027-11-07',
      scheduledTime: '09:00',
      timeZone: 'America/New_York',
      scheduledDateTimeUtc: '2027-11-07T13:00:00.000Z',
    };
    expect(giftDeliveryInstant(details)?.toISOString()).toBe('2027-11-07T14:00:00.000Z');
    expect(giftDeliveryInstant({ ...details, timeZone: 'Nowhere/Else' })?.toISOString()).toBe(
      '2027-11-07T13:00:00.000Z',
    );
  });

  it('takes a day before the shopper’s today that is still to come on the recipient’s clock', () => {
    // The shopper is in Auckland on 28 Nov; it is still 27 Nov in New York until 05:00 UTC on the 28th.
    const now = new Date('2026-11-27T20:00:00Z');
    const schema = giftDetailsFormSchema('2026-11-28', (date, time, zone) => {
      const iso = zonedDateTimeToUtcIso(date, time, zone);
      return iso !== null && new Date(iso) <= now;
    });
    const values = { ...form('2026-11-27', '22:00'), timeZone: 'America/New_York' };
    expect(problems(schema, values)).toEqual([]);
    expect(problems(schema, { ...values, scheduledTime: '10:00' })).toEqual([
      ['scheduledTime', GIFT_DETAILS_MESSAGES.timePast],
    ]);
  });
});
