import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backOff, withRetries } from './retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const failing = (...outcomes: Array<Error | string>) => {
  const attempt = vi.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return attempt;
};

describe('withRetries', () => {
  it('asks the retry rule with the failures so far, and waits the back-off (1 s, then 2 s) before each retry', async () => {
    const attempt = failing(new Error('one'), new Error('two'), 'answer');
    const retry = vi.fn(() => true);
    const result = withRetries(attempt, retry, undefined, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('answer');
    expect(retry.mock.calls).toEqual([
      [0, new Error('one')],
      [1, new Error('two')],
    ]);
  });

  it('gives up with the last error when the rule says no, and waits a fixed retryDelay when given', async () => {
    const attempt = failing(new Error('one'), new Error('two'), 'never reached');
    const result = withRetries(attempt, (failureCount) => failureCount < 1, 1500, new AbortController().signal);
    const settled = expect(result).rejects.toThrow('two');
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry without a rule, nor once the signal is aborted', async () => {
    await expect(
      withRetries(failing(new Error('no rule')), false, undefined, new AbortController().signal),
    ).rejects.toThrow('no rule');

    const controller = new AbortController();
    const attempt = failing(new Error('first'), 'second');
    const result = withRetries(attempt, () => true, 100, controller.signal);
    const settled = expect(result).rejects.toThrow('first');
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('backs off at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(backOff)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
