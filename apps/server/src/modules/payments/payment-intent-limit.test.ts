import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { build } from '../../app.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import {
  deleteRedisKeys,
  openTestRedis,
  redisAvailable,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../../test/redis.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const create = (app: FastifyInstance, slug: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Payment/CreatePaymentIntent',
    headers: hostOf(slug),
    remoteAddress,
    payload: { amount: 25, currency: 'usd' },
  });
const intentCount = async (t: TestApp) => (await t.db.select({ id: paymentIntents.id }).from(paymentIntents)).length;

describe('CreatePaymentIntent is limited per client and store', () => {
  let t: TestApp;
  let store: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_INTENT_LIMIT: '3', PAYMENT_INTENT_WINDOW_SECONDS: '600' });
    store = (await createStore(t.db)).slug;
    other = (await createStore(t.db)).slug;
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a clear message past the limit, creating nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await create(t.app, store, '203.0.113.50')).statusCode).toBe(200);
    const before = await intentCount(t);
    const refused = await create(t.app, store, '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many payment attempts. Please try again in 10 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(await intentCount(t)).toBe(before);
  });

  it('lets no more than the limit through when requests arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(t.app, store, '203.0.113.51')));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(17);
  });

  it('counts each client and each store on its own', async () => {
    for (let i = 0; i < 4; i += 1) await create(t.app, store, '203.0.113.52');
    expect((await create(t.app, store, '203.0.113.52')).statusCode).toBe(429);
    expect((await create(t.app, other, '203.0.113.52')).statusCode).toBe(200);
    expect((await create(t.app, store, '203.0.113.53')).statusCode).toBe(200);
  });
});

describe.runIf(redisAvailable)('the payment intent limit through Redis', () => {
  const prefix = uniqueRedisPrefix();
  let admin: Redis;
  let first: TestApp;
  let second: FastifyInstance;
  let store: string;
  beforeAll(async () => {
    admin = openTestRedis();
    first = await createTestApp({ PAYMENT_INTENT_LIMIT: '2', REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix });
    // A second instance on the same database and Redis, as behind a load balancer.
    second = await build({ config: first.config, database: first.database });
    await second.ready();
    store = (await createStore(first.db)).slug;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await deleteRedisKeys(admin, prefix);
    await admin.quit();
  });

  it('is shared by every instance', async () => {
    expect((await create(first.app, store, '192.0.2.60')).statusCode).toBe(200);
    expect((await create(second, store, '192.0.2.60')).statusCode).toBe(200);
    expect((await create(first.app, store, '192.0.2.60')).statusCode).toBe(429);
    expect((await create(second, store, '192.0.2.60')).statusCode).toBe(429);
  });
});
