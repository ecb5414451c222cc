import { describe, expect, it } from 'vitest';
import { priceBucketLabel } from './price-bucket-label';

describe('price bucket labels', () => {
  it('shows a bounded bucket as a range in whole units', () => {
    expect(priceBucketLabel('50-150', 'USD')).toBe('$50 – $150');
  });

  it('shows the open bucket as "and above"', () => {
    expect(priceBucketLabel('300+', 'USD')).toBe('$300 and above');
  });

  it("uses the store's currency symbol", () => {
    expect(priceBucketLabel('0-50', 'GBP')).toBe('£0 – £50');
  });
});
