import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@giftfront/domain/api-paths';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const CODE = 'LIMT-7K3M-9PQR-XW2Z';
let lastAddress = 0;
/** A fresh client address per test, so counters never leak between tests. */
const newAddress = () => `203.0.113.${(lastAddress += 1)}`;

describe('failed gift card lookups are limited per client address', () => {
  let t: TestApp;
  let store: string;
  const lookup = (address: string, code: string, path: (code: string) => string = apiPaths.balanceByCode) =>
    t.app.inject({ url: path(code), headers: hostOf(store), remoteAddress: address });
  const failTimes = async (address: string, times: number) => {
    for (let i = 0; i < times; i += 1) expect((await lookup(address, `WRONG${i}`)).statusCode).toBe(404);
  };

  beforeAll(async () => {
    t = await createTestApp({ GIFT_CARD_LOOKUP_LIMIT: '3' });
    store = (await createStore(t.db, { giftCards: [{ code: CODE, balance: 25, isoCurrencyCode: 'USD' }] })).slug;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('answers 429 with Retry-After after the limit of failures', async () => {
    const address = newAddress();
    await failTimes(address, 3);
    const res = await lookup(address, 'WRONG4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many gift card lookups. Please try again in 10 minutes.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('lets no more than the limit of concurrent guesses through', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => lookup(address, `GUESS${i}`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('refuses even the right code once the limit is reached', async () => {
    const address = newAddress();
    await failTimes(address, 3);
    expect((await lookup(address, CODE)).statusCode).toBe(429);
  });

  it('shares one count between both code endpoints', async () => {
    const address = newAddress();
    await failTimes(address, 2);
    expect((await lookup(address, 'WRONGX', apiPaths.giftCardByCode)).statusCode).toBe(404);
    expect((await lookup(address, 'WRONGY', apiPaths.giftCardByCode)).statusCode).toBe(429);
    expect((await lookup(address, 'WRONGZ', apiPaths.balanceByCode)).statusCode).toBe(429);
  });

  it('counts malformed codes as failures', async () => {
    const address = newAddress();
    for (const bad of [' - ', 'A'.repeat(65), 'BAD_CODE']) expect((await lookup(address, bad)).statusCode).toBe(404);
    expect((await lookup(address, 'WRONG')).statusCode).toBe(429);
  });

  it('keeps a separate count per address', async () => {
    const blocked = newAddress();
    await failTimes(blocked, 3);
    expect((await lookup(blocked, 'WRONG')).statusCode).toBe(429);
    expect((await lookup(newAddress(), 'WRONG')).statusCode).toBe(404);
    expect((await lookup(newAddress(), CODE)).statusCode).toBe(200);
  });

  it('does not count successful lookups', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await lookup(address, CODE)).statusCode).toBe(200);
    await failTimes(address, 3);
    expect((await lookup(address, CODE)).statusCode).toBe(429);
  });

  it('forgets failures when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const address = newAddress();
    await failTimes(address, 3);
    expect((await lookup(address, 'WRONG')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 599_000);
    expect((await lookup(address, 'WRONG')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await lookup(address, 'WRONG')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const address = newAddress();
    await failTimes(address, 3);
    const spoofed = await t.app.inject({
      url: apiPaths.balanceByCode('WRONG'),
      headers: { ...hostOf(store), 'x-forwarded-for': newAddress() },
      remoteAddress: address,
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  let store: string;
  const viaProxy = (client: string, code: string) =>
    t.app.inject({
      url: apiPaths.balanceByCode(code),
      headers: { ...hostOf(store), 'x-forwarded-for': client },
      remoteAddress: '10.0.0.1',
    });

  beforeAll(async () => {
    t = await createTestApp({ GIFT_CARD_LOOKUP_LIMIT: '2', TRUST_PROXY: '1' });
    store = (await createStore(t.db)).slug;
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own', async () => {
    const first = newAddress();
    await viaProxy(first, 'WRONG1');
    await viaProxy(first, 'WRONG2');
    expect((await viaProxy(first, 'WRONG3')).statusCode).toBe(429);
    expect((await viaProxy(newAddress(), 'WRONG1')).statusCode).toBe(404);
  });

  it('counts the address the proxy saw, however the client rotates the X-Forwarded-For it sends', async () => {
    const client = newAddress();
    // The client writes any address it likes; the one proxy appends the address it saw.
    const rotating = (i: number, code: string) =>
      t.app.inject({
        url: apiPaths.balanceByCode(code),
        headers: { ...hostOf(store), 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        remoteAddress: '10.0.0.1',
      });
    expect((await rotating(1, 'WRONG1')).statusCode).toBe(404);
    expect((await rotating(2, 'WRONG2')).statusCode).toBe(404);
    const refused = await rotating(3, 'WRONG3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
