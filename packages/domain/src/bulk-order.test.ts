import { describe, expect, it } from 'vitest';
import {
  bulkColumnOfHeader,
  bulkCountProblem,
  checkBulkRows,
  emptyBulkRow,
  parseBulkAmount,
  type BulkCheckContext,
  type BulkRow,
} from './bulk-order.ts';
import { minorUnits } from './money.ts';

const ctx: BulkCheckContext = {
  amounts: {
    currency: 'USD',
    optionsMinor: [minorUnits(2500), minorUnits(5000)],
    custom: { minMinor: minorUnits(500), maxMinor: minorUnits(50000) },
  },
  timeZone: 'Europe/Paris',
  now: new Date('2026-11-27T12:00:00Z'),
};
const row = (cells: Partial<BulkRow>): BulkRow => ({
  ...emptyBulkRow(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  amount: '50',
  ...cells,
});

describe('bulk order rows', () => {
  it('accepts a complete row and one without a delivery moment', () => {
    expect(checkBulkRows([row({ date: '2026-12-24', time: '09:00' }), row({})], ctx)).toEqual([]);
  });

  it('names the row and the column of each problem in a sentence', () => {
    const problems = checkBulkRows([row({}), row({ email: 'ada@example' }), row({ name: ' ', amount: '' })], ctx);
    expect(problems.map((p) => p.message)).toEqual([
      'Row 2, Email: please enter a valid email address, like name@example.com.',
      'Row 3, Name: the recipient’s name is missing.',
      'Row 3, Amount: the amount is missing.',
    ]);
    expect(problems[0]).toMatchObject({ row: 2, column: 'email', code: 'emailInvalid' });
  });

  it('refuses amounts outside the custom bounds, and amounts the product does not sell without custom amounts', () => {
    expect(checkBulkRows([row({ amount: '1000' })], ctx)[0]!.message).toBe(
      'Row 1, Amount: the amount must be between $5.00 and $500.00.',
    );
    const fixed = { ...ctx, amounts: { ...ctx.amounts, custom: null } };
    expect(checkBulkRows([row({ amount: '30' })], fixed)[0]!.message).toBe(
      'Row 1, Amount: this card is sold at $25.00, $50.00.',
    );
    expect(checkBulkRows([row({ amount: 'fifty' })], ctx)[0]!.code).toBe('amountInvalid');
  });

  it('checks the delivery moment on the recipients’ clock, as the gift dialog does', () => {
    // 12:30 in Paris is 11:30 UTC on 27 November: already past.
    expect(checkBulkRows([row({ date: '2026-11-27', time: '12:30' })], ctx)[0]).toMatchObject({
      column: 'time',
      code: 'momentPast',
    });
    expect(checkBulkRows([row({ date: '2026-11-27', time: '13:30' })], ctx)).toEqual([]);
    expect(checkBulkRows([row({ date: '24/12/2026', time: '9am' })], ctx).map((p) => p.code)).toEqual([
      'dateInvalid',
      'timeInvalid',
    ]);
    expect(checkBulkRows([row({ date: '2026-12-24' })], ctx)[0]!.code).toBe('timeRequired');
  });

  it('refuses a message longer than the gift dialog allows', () => {
    expect(checkBulkRows([row({ message: 'x'.repeat(301) })], ctx)[0]!.code).toBe('messageTooLong');
  });

  it('reads amounts as a person types them', () => {
    expect(parseBulkAmount('50', 'USD')).toBe(5000);
    expect(parseBulkAmount('$1,000.50', 'USD')).toBe(100050);
    expect(parseBulkAmount('25.505', 'USD')).toBeNull();
    expect(parseBulkAmount('0', 'USD')).toBeNull();
    expect(parseBulkAmount('500', 'JPY')).toBe(500);
  });

  it('limits an order to 1,000 recipients', () => {
    expect(bulkCountProblem(1000)).toBeNull();
    expect(bulkCountProblem(1001)).toBe('One order can send at most 1000 gift cards; this one has 1001.');
    expect(bulkCountProblem(0)).toBe('Add at least one recipient.');
  });

  it('maps the headers people write to columns', () => {
    expect(['Name', 'EMAIL', 'Delivery date', 'delivery_time', 'Colour'].map(bulkColumnOfHeader)).toEqual([
      'name',
      'email',
      'date',
      'time',
      null,
    ]);
  });
});
