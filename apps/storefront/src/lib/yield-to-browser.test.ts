import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after a zero-delay timer, not within the current task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const yielded = yieldToBrowser().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(done).toBe(true);
  });
});
