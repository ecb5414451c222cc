import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import {
  deleteRedisKeys,
  openTestRedis,
  redisAvailable,
  testRedisUrl,
  uniqueRedisPrefix,
  unusedPort,
} from '../../test/redis.ts';
import {
  closeRateLimitStore,
  connectRateLimitStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from './rate-limits.ts';
import { waitFor } from '../../test/wait-for.ts';

const fakeLog = () => ({ warn: vi.fn(), info: vi.fn() });
const rule = { name: 'gift-card-lookups', points: 3, durationSeconds: 60 };

async function consumeTimes(limiter: RateLimiter, key: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await limiter.consume(key));
  return results;
}

describe('in-memory lookup limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('allows the limit and refuses the next attempt with the seconds left', async () => {
    const limiter = createRateLimiter(rule, null);
    await consumeTimes(limiter, 'a', 3);
    vi.setSystemTime(Date.now() + 15_500);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('starts afresh when the window has passed', async () => {
    const limiter = createRateLimiter(rule, null);
    await consumeTimes(limiter, 'a', 4);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });

  it('keeps a separate count per address', async () => {
    const limiter = createRateLimiter(rule, null);
    await consumeTimes(limiter, 'a', 4);
    expect(await limiter.consume('b')).toEqual({ allowed: true });
  });

  it('does not count a refunded attempt', async () => {
    const limiter = createRateLimiter(rule, null);
    for (let i = 0; i < 10; i += 1) {
      await limiter.consume('a');
      await limiter.reward('a');
    }
    expect((await consumeTimes(limiter, 'a', 3)).every((attempt) => attempt.allowed)).toBe(true);
  });

  it('gives nothing back for a key that took no point, so a reward never adds to the allowance', async () => {
    const limiter = createRateLimiter(rule, null);
    for (let i = 0; i < 5; i += 1) await limiter.reward('a');
    const results = await consumeTimes(limiter, 'a', 4);
    expect(results.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter(rule, null);
    await consumeTimes(limiter, 'a', 4);
    await limiter.reset('a');
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });

  it('keeps the counts of two rules apart', async () => {
    const lookups = createRateLimiter(rule, null);
    const intents = createRateLimiter({ ...rule, name: 'payment-intents' }, null);
    await consumeTimes(lookups, 'a', 4);
    expect(await intents.consume('a')).toEqual({ allowed: true });
  });
});

describe.runIf(redisAvailable)('Redis lookup limiter', () => {
  let admin: Redis;
  let prefix: string;
  const opened: RateLimitStore[] = [];
  async function limiter(options: Partial<typeof rule> = {}) {
    const log = fakeLog();
    const store = await connectRateLimitStore(testRedisUrl, prefix, log);
    opened.push(store);
    return { limiter: createRateLimiter({ ...rule, ...options }, store), redis: store.redis!, log };
  }

  beforeAll(() => {
    admin = openTestRedis();
  });
  beforeEach(() => {
    prefix = uniqueRedisPrefix();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(closeRateLimitStore));
    await deleteRedisKeys(admin, prefix);
  });
  afterAll(() => admin.quit());

  it('allows the limit and refuses the next attempt with the seconds left', async () => {
    const { limiter: l } = await limiter();
    for (let i = 0; i < 3; i += 1) expect(await l.consume('a')).toEqual({ allowed: true });
    const refused = await l.consume('a');
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('keeps the count under the prefix with the window as its expiry', async () => {
    const { limiter: l } = await limiter();
    await l.consume('203.0.113.9');
    const key = `${prefix}gift-card-lookups:203.0.113.9`;
    expect(await admin.get(key)).toBe('1');
    const ttl = await admin.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('lets exactly the limit through when attempts arrive at once', async () => {
    const { limiter: l } = await limiter();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => l.consume('a')));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });

  it('shares the count between instances', async () => {
    const one = await limiter();
    const two = await limiter();
    await one.limiter.consume('a');
    await two.limiter.consume('a');
    await one.limiter.consume('a');
    expect(await two.limiter.consume('a')).toMatchObject({ allowed: false });
  });

  it('does not count a refunded attempt, and a refund never creates a count', async () => {
    const { limiter: l } = await limiter();
    for (let i = 0; i < 5; i += 1) {
      await l.consume('a');
      await l.reward('a');
    }
    expect(await admin.get(`${prefix}gift-card-lookups:a`)).toBe('0');
    await l.reward('b');
    expect(await admin.exists(`${prefix}gift-card-lookups:b`)).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const { limiter: l } = await limiter();
    await consumeTimes(l, 'a', 4);
    await l.reset('a');
    expect(await admin.exists(`${prefix}gift-card-lookups:a`)).toBe(0);
    expect(await l.consume('a')).toEqual({ allowed: true });
  });

  it('starts afresh when the window has passed', async () => {
    const { limiter: l } = await limiter({ durationSeconds: 1 });
    for (let i = 0; i < 4; i += 1) await l.consume('a');
    expect(await l.consume('a')).toMatchObject({ allowed: false });
    // Redis ends the window by its own clock: wait until it has let the count go.
    await waitFor(async () => (await admin.exists(`${prefix}gift-card-lookups:a`)) === 0, 5_000, 'the window to end');
    expect(await l.consume('a')).toEqual({ allowed: true });
  });

  it('falls back to its own counts while Redis is away, and shares again once it is back', async () => {
    const { limiter: l, redis, log } = await limiter({ points: 1 });
    const ended = new Promise((resolve) => redis.once('end', resolve));
    redis.disconnect();
    await ended;
    expect(await l.consume('a')).toEqual({ allowed: true });
    expect(await l.consume('a')).toMatchObject({ allowed: false });
    expect(log.warn).toHaveBeenCalledTimes(1);
    await redis.connect();
    expect(await l.consume('a')).toEqual({ allowed: true });
    expect(log.info).toHaveBeenCalledWith('Rate limits are shared through Redis again');
  });
});

describe('Redis lookup limiter with Redis down', () => {
  let store: RateLimitStore;
  let limiter: RateLimiter;
  const log = fakeLog();
  beforeAll(async () => {
    store = await connectRateLimitStore(`redis://127.0.0.1:${await unusedPort()}`, uniqueRedisPrefix(), log);
    limiter = createRateLimiter({ ...rule, points: 2 }, store);
  });
  afterAll(() => closeRateLimitStore(store));

  it('still limits, with this instance counting alone', async () => {
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toMatchObject({ allowed: false });
  });

  it('warns once rather than on every lookup', () => {
    const fallbackWarnings = log.warn.mock.calls.filter(([, message]) => String(message).includes('fall back'));
    expect(fallbackWarnings).toHaveLength(1);
  });
});
