import { describe, expect, it } from 'vitest';
import { hashQueryKey } from './query-key';

describe('hashQueryKey', () => {
  it('gives equal keys the same hash, whatever the order of an object’s properties', () => {
    expect(hashQueryKey(['products', 'Voucher'])).toBe(hashQueryKey(['products', 'Voucher']));
    expect(hashQueryKey(['orders', { page: 2, sort: 'date' }])).toBe(
      hashQueryKey(['orders', { sort: 'date', page: 2 }]),
    );
  });

  it('tells different keys apart', () => {
    const hashes = [
      ['products', ''],
      ['products', 'Voucher'],
      ['product', 'Voucher'],
      ['products', { type: 'Voucher' }],
      ['payment-intent', 'session', true, 'card-1', 2000],
      ['payment-intent', 'session', true, 'card-1', 1234],
    ].map(hashQueryKey);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
