import { describe, expect, it } from 'vitest';
import { formatGiftDelivery } from './gift-delivery';

const unscheduled = { scheduledDate: '', scheduledTime: '', scheduledDateTimeUtc: null };

describe('formatGiftDelivery', () => {
  it('shows the picked UTC instant in the language’s one date form and the given time zone', () => {
    const details = {
      scheduledDate: '2030-03-05',
      scheduledTime: '15:30',
      scheduledDateTimeUtc: '2030-03-05T15:30:00.000Z',
    };
    expect(formatGiftDelivery(details, 'en-US', 'UTC')).toBe('05 Mar, 2030 03:30 PM');
    expect(formatGiftDelivery(details, 'de', 'Europe/Paris')).toBe('05.03.2030, 16:30');
  });

  it('falls back to the local date and time when no instant was stored', () => {
    const details = { scheduledDate: '2030-03-05', scheduledTime: '09:05', scheduledDateTimeUtc: null };
    expect(formatGiftDelivery(details, 'en-US')).toBe('05 Mar, 2030 09:05 AM');
  });

  it('is null for a gift sent right away', () => {
    expect(formatGiftDelivery(unscheduled, 'en-US')).toBeNull();
  });

  it('is null for an unreadable date', () => {
    expect(formatGiftDelivery({ ...unscheduled, scheduledDateTimeUtc: 'soon' }, 'en-US')).toBeNull();
  });
});
