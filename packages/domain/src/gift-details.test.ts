import { describe, expect, it } from 'vitest';
import {
  GIFT_DETAILS_MESSAGES,
  giftDeliveryInstant,
  giftDetailsFormSchema,
  giftDetailsSchema,
  zonedDateTimeToUtcIso,
} from './gift-details.ts';
import { emptyPostalGiftAddress } from './postal-address.ts';

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
  delivery: 'email' as 'email' | 'post',
  postal: emptyPostalGiftAddress(),
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

describe('a postal gift (issue 26 item 12)', () => {
  const schema = giftDetailsFormSchema('2026-11-27', () => false);
  const posted = (postal: Partial<ReturnType<typeof emptyPostalGiftAddress>>) => ({
    ...form('', ''),
    scheduleLater: false,
    recipientEmail: '',
    delivery: 'post' as const,
    postal: { ...emptyPostalGiftAddress(), ...postal },
  });
  const toronto = { address: '100 Queen St W', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', country: 'CA' };

  it('needs no email and no schedule, but an address by its country’s rules', () => {
    expect(problems(schema, posted(toronto))).toEqual([]);
    expect(problems(schema, posted({ ...toronto, region: '' }))).toEqual([['postal.region', 'Province is required']]);
    expect(problems(schema, posted({ ...toronto, postalCode: '12345' }))).toEqual([
      ['postal.postalCode', 'That Postal code does not look right for this country: enter one like H3Z 2Y7'],
    ]);
    expect(problems(schema, posted({}))).toEqual([
      ['postal.country', 'Country is required'],
      ['postal.address', 'Address is required'],
    ]);
  });

  it('still asks an emailed gift for its address', () => {
    expect(problems(schema, { ...posted(toronto), delivery: 'email' })[0]).toEqual([
      'recipientEmail',
      GIFT_DETAILS_MESSAGES.emailRequired,
    ]);
  });

  it('is kept on a cart line and an order line without an email; an emailed gift still needs one', () => {
    const line = { recipientName: 'Chloé', recipientEmail: '', postal: toronto };
    expect(giftDetailsSchema.parse(line).postal).toMatchObject({ ...toronto, apartment: '', company: '' });
    expect(giftDetailsSchema.safeParse({ ...line, postal: null }).success).toBe(false);
    expect(giftDetailsSchema.safeParse({ ...line, postal: { ...toronto, region: 'XX' } }).success).toBe(false);
  });
});
