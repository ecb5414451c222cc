import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limits.ts';

describe('the in-memory rate limiter', () => {
  const rule = { name: 'test', points: 3, durationSeconds: 60 };

  it('allows `points` attempts per key in a window, then says how long to wait', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(rule, () => now);
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume('a')).toEqual({ allowed: true });
    now += 20_000;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limiter.consume('b')).toEqual({ allowed: true });
    now += 40_000;
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });

  it('gives an attempt back on reward, and forgets a key on reset', async () => {
    const limiter = memoryRateLimiter(rule);
    for (let i = 0; i < 3; i += 1) await limiter.consume('a');
    await limiter.reward('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});
