import { describe, expect, it } from 'vitest';
import { splitByRecipients, type SharedGiftDetails } from './split-by-recipients';
import { cartItem } from '@/entities/cart/test-cart-items';

const schedule: SharedGiftDetails = {
  message: 'Happy holidays',
  scheduledDate: '2030-12-24',
  scheduledTime: '09:30',
  scheduledDateTimeUtc: '2030-12-24T08:30:00.000Z',
  timeZone: 'Europe/Paris',
};
const recipients = [
  { recipientName: 'Ada', recipientEmail: 'ada@example.com' },
  { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
  { recipientName: 'Alan', recipientEmail: 'alan@example.com' },
];

describe('splitByRecipients', () => {
  it('makes one line per recipient, each of quantity 1', () => {
    const lines = splitByRecipients(cartItem('line', { quantity: 3 }), recipients, schedule);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
    expect(lines.map((line) => line.options.giftDetails?.recipientEmail)).toEqual(
      recipients.map((r) => r.recipientEmail),
    );
  });

  it('suffixes the id per recipient', () => {
    const lines = splitByRecipients(cartItem('line', { quantity: 2 }), recipients.slice(0, 2), schedule);
    expect(lines.map((line) => line.id)).toEqual(['line-r1', 'line-r2']);
  });

  it('gives every line the same schedule and message', () => {
    const lines = splitByRecipients(cartItem('line', { quantity: 3 }), recipients, schedule);
    for (const line of lines) expect(line.options.giftDetails).toMatchObject(schedule);
  });

  it('keeps the product, amount and design of the original line', () => {
    const original = cartItem('line', { quantity: 2, price: 40, denominationId: 'd-40' });
    const [first] = splitByRecipients(original, recipients.slice(0, 2), schedule);
    expect(first?.product).toEqual(original.product);
    expect(first?.options.denomination).toEqual(original.options.denomination);
  });

  it('trims the recipient name and email', () => {
    const [line] = splitByRecipients(
      cartItem('line'),
      [{ recipientName: ' Ada ', recipientEmail: ' ada@example.com ' }],
      schedule,
    );
    expect(line?.options.giftDetails).toMatchObject({ recipientName: 'Ada', recipientEmail: 'ada@example.com' });
  });
});
