import { describe, expect, it } from 'vitest';
import { auditDetails, detailLine } from './describe-change';

const USD = { currency: 'USD', timeZone: 'America/New_York' };
const lines = (...args: Parameters<typeof auditDetails>) => auditDetails(...args).map(detailLine);

describe('an audit entry in words', () => {
  it('shows a card balance in minor units as money in the card currency, only what changed, and no ids', () => {
    const before = { balanceMinor: 50000, currency: 'EUR', status: 'active', expiresOn: '2030-01-31' };
    const after = {
      ...before,
      balanceMinor: 49500,
      amountMinor: 500,
      redemptionId: 'c0ffee00-0000-4000-8000-000000000000',
    };
    expect(lines('gift-card.redeemed', before, after, USD)).toEqual(['Balance: €500.00 → €495.00', 'Amount: €5.00']);
  });

  it('shows a fixed discount amount as money, a percentage as a percentage', () => {
    const fixed = { code: 'TEN', discountType: 'FixedAmount', amount: 5, status: 'Active' };
    expect(lines('discount-code.changed', fixed, { ...fixed, amount: 7.5 }, USD)).toEqual(['Amount: $5.00 → $7.50']);
    const percent = { ...fixed, discountType: 'Percent', amount: 10 };
    expect(lines('discount-code.changed', percent, { ...percent, amount: 15 }, USD)).toEqual(['Amount: 10% → 15%']);
  });

  it('names fields in words, times on the store clock, and lists a creation without its empty fields', () => {
    expect(lines('staff.role-changed', { role: 'staff' }, { role: 'owner' }, USD)).toEqual(['Role: staff → owner']);
    expect(lines('api-key.created', null, { name: 'Till', prefix: 'gfk_abc', note: null }, USD)).toEqual([
      'Name: Till',
      'Prefix: gfk_abc',
    ]);
    expect(
      lines(
        'delivery.rescheduled',
        { scheduledAt: '2026-03-05T19:30:00.000Z', timeZone: 'UTC' },
        { scheduledAt: '2026-03-06T19:30:00.000Z', timeZone: 'UTC' },
        USD,
      ),
    ).toEqual(['Scheduled for: Mar 5, 2026, 2:30 PM → Mar 6, 2026, 2:30 PM']);
    expect(lines('product.changed', { price: 75 }, { price: 80 }, USD)).toEqual(['Price: $75.00 → $80.00']);
    expect(lines('product.reordered', { order: ['A', 'B'] }, { order: ['B', 'A'] }, USD)).toEqual([
      'Order: A, B → B, A',
    ]);
    expect(lines('product.reordered', { ids: ['x'] }, { ids: ['y'] }, USD)).toEqual([]);
    expect(lines('x', null, null, USD)).toEqual([]);
  });

  it('reads an old entry as the server names it: products and cards by name, a deleted one as such, no ids', () => {
    // The server reads an old refund's `cards: [{ id, takeMinor }]` and a reorder's `ids` as names (old-entry-names.ts).
    const lineId = 'c0ffee00-0000-4000-8000-000000000001';
    expect(
      lines(
        'order.refunded',
        null,
        {
          lineIds: [lineId],
          cards: [
            { card: '•••• WXYZ', takeMinor: 500 },
            { card: 'a deleted gift card', takeMinor: 250 },
          ],
        },
        USD,
      ),
    ).toEqual(['Cards: •••• WXYZ $5.00, a deleted gift card $2.50']);
    const productId = 'c0ffee00-0000-4000-8000-000000000002';
    expect(
      lines(
        'product.reordered',
        { ids: [productId, 'x'], order: ['Classic card', 'a deleted product'] },
        { ids: ['x', productId], order: ['a deleted product', 'Classic card'] },
        USD,
      ),
    ).toEqual(['Order: Classic card, a deleted product → a deleted product, Classic card']);
    expect(lines('product.duplicated', { copyOf: 'Classic card' }, null, USD)).toEqual(['Copy of: Classic card']);
  });
});
