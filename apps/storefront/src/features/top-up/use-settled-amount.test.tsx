import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledAmount } from './use-settled-amount';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSettledAmount', () => {
  it('gives an amount once it has stayed the same for the delay', () => {
    const { result } = renderHook(() => useSettledAmount(500, 400));
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(500);
  });

  it('never settles an invalid amount, however long it stays', () => {
    const { result } = renderHook(() => useSettledAmount(null, 400));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBeNull();
  });

  it('forgets a settled amount the moment it becomes invalid, and waits again for the next one', () => {
    const { result, rerender } = renderHook(({ amount }) => useSettledAmount(amount, 400), {
      initialProps: { amount: 500 as number | null },
    });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(500);
    rerender({ amount: null });
    expect(result.current).toBeNull();
    rerender({ amount: 700 });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(700);
  });
});
