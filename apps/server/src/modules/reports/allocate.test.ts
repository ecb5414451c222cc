import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';

describe('allocate', () => {
  it('shares in proportion, the rounding units to the largest remainders', () => {
    expect(allocate(1000, [10000, 2500])).toEqual([800, 200]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 2])).toEqual([-33, -67]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
  });

  it('always adds up to the total exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});
