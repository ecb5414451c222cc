import { describe, expect, it } from 'vitest';
import { createMemoryLookupLimiter } from './memory-lookup-limiter.ts';

function limiterAt(start = 1_000_000, options: { limit?: number; windowMs?: number; maxAddresses?: number } = {}) {
  const clock = { now: start };
  const limiter = createMemoryLookupLimiter({ limit: 3, windowMs: 60_000, ...options, now: () => clock.now });
  return { limiter, clock };
}

async function takeTimes(limiter: ReturnType<typeof createMemoryLookupLimiter>, address: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await limiter.take(address));
  return results;
}

describe('in-memory lookup limiter', () => {
  it('allows the limit and refuses the next attempt with the seconds left', async () => {
    const { limiter, clock } = limiterAt();
    await takeTimes(limiter, 'a', 3);
    clock.now += 15_500;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('starts afresh when the window has passed', async () => {
    const { limiter, clock } = limiterAt();
    await takeTimes(limiter, 'a', 4);
    clock.now += 60_000;
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('keeps a separate count per address', async () => {
    const { limiter } = limiterAt();
    await takeTimes(limiter, 'a', 4);
    expect(await limiter.take('b')).toEqual({ allowed: true });
  });

  it('does not count a refunded attempt', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i += 1) {
      await limiter.take('a');
      await limiter.refund('a');
    }
    expect((await takeTimes(limiter, 'a', 3)).every((attempt) => attempt.allowed)).toBe(true);
  });

  it('drops an expired window before a live one when full', async () => {
    const { limiter, clock } = limiterAt(0, { maxAddresses: 3 });
    await limiter.take('old');
    clock.now += 60_000;
    for (const address of ['a', 'b', 'c']) await limiter.take(address);
    expect(limiter.trackedAddresses()).toBe(3);
    const [, , fourth] = await takeTimes(limiter, 'a', 3);
    expect(fourth).toMatchObject({ allowed: false });
  });

  it('never tracks more than maxAddresses windows', async () => {
    const { limiter } = limiterAt(0, { maxAddresses: 3 });
    for (let i = 0; i < 50; i += 1) await limiter.take(`address-${i}`);
    expect(limiter.trackedAddresses()).toBe(3);
  });
});
