import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { apiPaths } from '@giftfront/domain/api-paths';
import { build } from '../../app.ts';
import { createStore } from '../../../test/factories.ts';
import {
  deleteRedisKeys,
  openTestRedis,
  redisAvailable,
  testRedisUrl,
  uniqueRedisPrefix,
  unusedPort,
} from '../../../test/redis.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const CODE = 'SHRD-7K3M-9PQR-XW2Z';

describe.runIf(redisAvailable)('lookup limits shared through Redis', () => {
  const prefix = uniqueRedisPrefix();
  let admin: Redis;
  let first: TestApp;
  let second: FastifyInstance;
  let store: string;
  const lookup = (app: FastifyInstance, code: string, path: (code: string) => string = apiPaths.balanceByCode) =>
    app.inject({ url: path(code), headers: hostOf(store), remoteAddress: '192.0.2.10' });

  beforeAll(async () => {
    admin = openTestRedis();
    first = await createTestApp({ GIFT_CARD_LOOKUP_LIMIT: '3', REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix });
    // A second instance of the server on the same database, as behind a load balancer.
    second = await build({ config: first.config, database: first.database });
    await second.ready();
    store = (await createStore(first.db, { giftCards: [{ code: CODE, balance: 25, isoCurrencyCode: 'USD' }] })).slug;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await deleteRedisKeys(admin, prefix);
    await admin.quit();
  });

  it('counts failures on either instance toward one limit', async () => {
    expect((await lookup(first.app, 'WRONG1')).statusCode).toBe(404);
    expect((await lookup(second, 'WRONG2', apiPaths.giftCardByCode)).statusCode).toBe(404);
    expect((await lookup(first.app, CODE)).statusCode).toBe(200);
    expect((await lookup(second, 'WRONG3')).statusCode).toBe(404);
    const refused = await lookup(first.app, 'WRONG4', apiPaths.giftCardByCode);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup(second, CODE)).statusCode).toBe(429);
  });

  it('keeps the count in Redis under the configured prefix', async () => {
    expect(Number(await admin.get(`${prefix}gift-card-lookups:192.0.2.10`))).toBeGreaterThanOrEqual(3);
  });
});

describe('lookup limits when Redis cannot be reached', () => {
  let t: TestApp;
  let store: string;
  const lookup = (code: string) =>
    t.app.inject({ url: apiPaths.balanceByCode(code), headers: hostOf(store), remoteAddress: '192.0.2.20' });

  beforeAll(async () => {
    t = await createTestApp({ GIFT_CARD_LOOKUP_LIMIT: '2', REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` });
    store = (await createStore(t.db, { giftCards: [{ code: CODE, balance: 25, isoCurrencyCode: 'USD' }] })).slug;
  });
  afterAll(() => t.close());

  it('still answers lookups', async () => {
    const res = await lookup(CODE);
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(25);
  });

  it("still limits failures with the instance's own counts", async () => {
    expect((await lookup('WRONG1')).statusCode).toBe(404);
    expect((await lookup('WRONG2')).statusCode).toBe(404);
    expect((await lookup('WRONG3')).statusCode).toBe(429);
  });
});
