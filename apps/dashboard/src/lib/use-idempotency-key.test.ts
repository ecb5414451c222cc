import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('the Idempotency-Key of a redemption', () => {
  it('stays the same when the same attempt is sent again', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('card-1|10.00');
    expect(result.current.keyFor('card-1|10.00')).toBe(first);
  });

  it('changes for a different attempt', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('card-1|10.00');
    expect(result.current.keyFor('card-1|12.00')).not.toBe(first);
  });

  it('changes after the attempt was recorded, even with the same figures', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('card-1|10.00');
    result.current.done();
    expect(result.current.keyFor('card-1|10.00')).not.toBe(first);
  });
});
