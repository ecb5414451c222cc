import { minorUnits } from './money.ts';
import { describe, expect, it } from 'vitest';
import { customAmountBoundsMinor } from './custom-amount.ts';

describe('custom amount bounds', () => {
  it('are the store’s without product bounds: 1 up to the largest card balance', () => {
    expect(customAmountBoundsMinor('USD', minorUnits(200_000))).toEqual({ minMinor: 100, maxMinor: 200_000 });
    expect(customAmountBoundsMinor('USD', minorUnits(200_000), { minMinor: null, maxMinor: null })).toEqual({
      minMinor: 100,
      maxMinor: 200_000,
    });
  });

  it('narrow to the product’s own bounds, never beyond the store’s', () => {
    expect(
      customAmountBoundsMinor('USD', minorUnits(200_000), { minMinor: minorUnits(1_000), maxMinor: minorUnits(5_000) }),
    ).toEqual({
      minMinor: 1_000,
      maxMinor: 5_000,
    });
    expect(
      customAmountBoundsMinor('USD', minorUnits(200_000), { minMinor: minorUnits(50), maxMinor: minorUnits(900_000) }),
    ).toEqual({
      minMinor: 100,
      maxMinor: 200_000,
    });
  });
});
