import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { deleteRedisKeys, openTestRedis, redisAvailable, testRedisUrl, uniqueRedisPrefix, unusedPort } from '../../../test/redis.ts';
import type { LookupLimiter } from './lookup-limiter.ts';
import { createMemoryLookupLimiter } from './memory-lookup-limiter.ts';
import { connectRedis, createRedisLookupLimiter } from './redis-lookup-limiter.ts';

const fakeLog = () => ({ warn: vi.fn(), info: vi.fn() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(redisAvailable)('Redis lookup limiter', () => {
  let admin: Redis;
  let prefix: string;
  const opened: LookupLimiter[] = [];
  async function limiter(options: { limit?: number; windowMs?: number } = {}) {
    const log = fakeLog();
    const redis = await connectRedis(testRedisUrl, log);
    const limits = { limit: 3, windowMs: 60_000, ...options };
    const made = createRedisLookupLimiter({ ...limits, redis, keyPrefix: prefix, fallback: createMemoryLookupLimiter(limits), log });
    opened.push(made);
    return { limiter: made, redis, log };
  }

  beforeAll(() => {
    admin = openTestRedis();
  });
  beforeEach(() => {
    prefix = uniqueRedisPrefix();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((made) => made.close()));
    await deleteRedisKeys(admin, prefix);
  });
  afterAll(() => admin.quit());

  it('allows the limit and refuses the next attempt with the seconds left', async () => {
    const { limiter: l } = await limiter();
    for (let i = 0; i < 3; i += 1) expect(await l.take('a')).toEqual({ allowed: true });
    const refused = await l.take('a');
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('keeps the count under the prefix with the window as its expiry', async () => {
    const { limiter: l } = await limiter();
    await l.take('203.0.113.9');
    const key = `${prefix}gift-card-lookups:203.0.113.9`;
    expect(await admin.get(key)).toBe('1');
    const ttl = await admin.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('lets exactly the limit through when attempts arrive at once', async () => {
    const { limiter: l } = await limiter();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => l.take('a')));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });

  it('shares the count between instances', async () => {
    const one = await limiter();
    const two = await limiter();
    await one.limiter.take('a');
    await two.limiter.take('a');
    await one.limiter.take('a');
    expect(await two.limiter.take('a')).toMatchObject({ allowed: false });
  });

  it('does not count a refunded attempt, and a refund never creates a count', async () => {
    const { limiter: l } = await limiter();
    for (let i = 0; i < 5; i += 1) {
      await l.take('a');
      await l.refund('a');
    }
    expect(await admin.get(`${prefix}gift-card-lookups:a`)).toBe('0');
    await l.refund('b');
    expect(await admin.exists(`${prefix}gift-card-lookups:b`)).toBe(0);
  });

  it('starts afresh when the window has passed', async () => {
    const { limiter: l } = await limiter({ windowMs: 300 });
    for (let i = 0; i < 4; i += 1) await l.take('a');
    expect(await l.take('a')).toMatchObject({ allowed: false });
    await sleep(400);
    expect(await l.take('a')).toEqual({ allowed: true });
  });

  it('falls back to its own counts while Redis is away, and shares again once it is back', async () => {
    const { limiter: l, redis, log } = await limiter({ limit: 1 });
    const ended = new Promise((resolve) => redis.once('end', resolve));
    redis.disconnect();
    await ended;
    expect(await l.take('a')).toEqual({ allowed: true });
    expect(await l.take('a')).toMatchObject({ allowed: false });
    expect(log.warn).toHaveBeenCalledTimes(1);
    await redis.connect();
    expect(await l.take('a')).toEqual({ allowed: true });
    expect(log.info).toHaveBeenCalledWith('Gift card lookup limits are shared through Redis again');
  });
});

describe('Redis lookup limiter with Redis down', () => {
  let limiter: LookupLimiter;
  const log = fakeLog();
  beforeAll(async () => {
    const redis = await connectRedis(`redis://127.0.0.1:${await unusedPort()}`, log);
    const limits = { limit: 2, windowMs: 60_000 };
    limiter = createRedisLookupLimiter({ ...limits, redis, keyPrefix: uniqueRedisPrefix(), fallback: createMemoryLookupLimiter(limits), log });
  });
  afterAll(() => limiter.close());

  it('still limits, with this instance counting alone', async () => {
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toMatchObject({ allowed: false });
  });

  it('warns once rather than on every lookup', () => {
    const fallbackWarnings = log.warn.mock.calls.filter(([, message]) => String(message).includes('fall back'));
    expect(fallbackWarnings).toHaveLength(1);
  });
});
