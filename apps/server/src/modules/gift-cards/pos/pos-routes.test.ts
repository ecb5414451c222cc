import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { build } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { ownerSession } from '../../../../test/admin.ts';
import { cardRow, issueCard, ledgerOf, redemptionsOf } from '../../../../test/gift-card-admin.ts';
import { LogLines } from '../../../../test/log-lines.ts';

const RATE_LIMIT = 12;
let database: DatabaseHandle;
let app: FastifyInstance;
let logs: LogLines;

beforeAll(async () => {
  database = await createTestDatabase();
  logs = new LogLines();
  const config = testConfig({
    STATIC_DIR: '/nonexistent',
    TRUST_PROXY: '1',
    API_KEY_RATE_LIMIT: String(RATE_LIMIT),
    LOG_LEVEL: 'info',
  });
  app = await build({ config, database, logStream: logs });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A store with a till's API key, and a way to call the POS API with it. */
async function till(name = 'Front till') {
  const owner = await ownerSession(app, database.db);
  const { id, key } = (await owner.as({ method: 'POST', url: '/api/admin/api-keys', payload: { name } })).json();
  const call = (options: InjectOptions, authorization = `Bearer ${key}`) =>
    app.inject({ ...options, headers: { host: owner.store.host, authorization, ...options.headers } });
  return { ...owner, keyId: id as string, key: key as string, call };
}

const redeemAt = (code: string, payload: object, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: `/api/v1/gift-cards/${code}/redemptions`,
  payload,
  headers,
});

describe('GET /api/v1/gift-cards/{code}', () => {
  it('answers balance, currency, status, kind and expiry for a code typed any way, never the code', async () => {
    const { store, call } = await till();
    const { card } = await issueCard(database.db, store.id, { code: 'POSLOOKUP0001234', initialMinor: 4250 });
    const res = await call({ url: '/api/v1/gift-cards/pos-lookup-0001-234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: card.id,
      codeEnding: '1234',
      balance: 42.5,
      currency: 'USD',
      status: 'Active',
      kind: 'money',
      expiresOn: '2030-03-05',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call({ url: '/api/v1/gift-cards/NOSUCHCODE0000' })).json()).toEqual({
      message: 'Gift card not found',
    });
    expect((await call({ url: '/api/v1/gift-cards/%24%24%24' })).statusCode).toBe(404);
  });

  it('keeps codes out of the logs', async () => {
    const { store, call } = await till();
    await issueCard(database.db, store.id, { code: 'SECRETLOGCODE9876' });
    await call({ url: '/api/v1/gift-cards/SECRETLOGCODE9876' });
    await call(redeemAt('SECRETLOGCODE9876', { amount: 1 }));
    expect(logs.text()).toContain('/api/v1/gift-cards/…9876');
    expect(logs.text()).not.toContain('SECRETLOGCODE');
  });
});

describe('POST /api/v1/gift-cards/{code}/redemptions and /api/v1/redemptions/{id}/reversal', () => {
  it('redeems as "API key <name>" with a reference, once per Idempotency-Key, and reverses its own redemption', async () => {
    const { store, keyId, call } = await till('Till 3');
    const { card } = await issueCard(database.db, store.id, { code: 'POSREDEEM0005555' });
    const first = await call(
      redeemAt('POSREDEEM0005555', { amount: 19.99, reference: 'sale-881' }, { 'idempotency-key': 'sale-881' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      redemption: { amount: 19.99, channel: 'api', actor: 'API key Till 3', reference: 'sale-881' },
      card: { balance: 30.01 },
    });
    const again = await call(
      redeemAt('POSREDEEM0005555', { amount: 19.99, reference: 'sale-881' }, { 'idempotency-key': 'sale-881' }),
    );
    expect(again.json()).toEqual(first.json());
    expect(await redemptionsOf(database.db, card.id)).toHaveLength(1);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, card.id), eq(auditLog.action, 'gift-card.redeemed')));
    expect(entry).toMatchObject({
      actorKind: 'key',
      actorId: keyId,
      actorName: 'Till 3',
      before: { balanceMinor: 5000 },
      after: { balanceMinor: 3001 },
    });

    const reversal = await call({
      method: 'POST',
      url: `/api/v1/redemptions/${first.json().redemption.id}/reversal`,
      payload: { reason: 'Sale voided at till' },
    });
    expect(reversal.statusCode).toBe(200);
    expect(reversal.json().card.balance).toBe(50);
    expect((await ledgerOf(database.db, card.id)).map((e) => [e.kind, e.channel])).toEqual([
      ['issue', 'checkout'],
      ['redeem', 'api'],
      ['reverse', 'api'],
    ]);
  });

  it('refuses more than the balance (422), a voucher (409) and bad input (400), writing nothing', async () => {
    const { store, call } = await till();
    const { card } = await issueCard(database.db, store.id, { code: 'POSLIMITS0006666' });
    await issueCard(database.db, store.id, { code: 'POSVOUCHER007777', kind: 'voucher' });
    const over = await call(redeemAt('POSLIMITS0006666', { amount: 50.01 }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ message: 'amount is more than the balance of $50.00', balance: 50 });
    expect((await call(redeemAt('POSVOUCHER007777', { amount: 1 }))).statusCode).toBe(409);
    for (const [payload, message] of [
      [{}, 'body.amount: amount must be a number'],
      [{ amount: -1 }, 'body.amount: amount must be more than 0'],
      [{ amount: 1, reference: 'r'.repeat(201) }, 'body.reference: reference must be at most 200 characters'],
    ] as const) {
      const res = await call(redeemAt('POSLIMITS0006666', payload));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await redemptionsOf(database.db, card.id)).toEqual([]);
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(5000);
  });

  it("cannot reverse a counter redemption or another store's", async () => {
    const a = await till();
    const b = await till();
    const { card } = await issueCard(database.db, a.store.id, { code: 'POSCOUNTER008888' });
    const counter = (
      await a.as({ method: 'POST', url: `/api/admin/gift-cards/${card.id}/redemptions`, payload: { amount: 5 } })
    ).json();
    expect(
      (await a.call({ method: 'POST', url: `/api/v1/redemptions/${counter.redemption.id}/reversal` })).statusCode,
    ).toBe(404);
    const own = (await a.call(redeemAt('POSCOUNTER008888', { amount: 5 }))).json();
    expect(
      (await b.call({ method: 'POST', url: `/api/v1/redemptions/${own.redemption.id}/reversal` })).statusCode,
    ).toBe(404);
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(4000);
  });
});

describe('API key refusals', () => {
  it("refuses no key, a wrong key, a revoked key and another store's key with 401, writing nothing", async () => {
    const a = await till();
    const b = await till();
    const { card } = await issueCard(database.db, a.store.id, { code: 'POSREFUSE0009999' });
    const request = redeemAt('POSREFUSE0009999', { amount: 1 });
    const onA = (authorization?: string) =>
      app.inject({ ...request, headers: { host: a.store.host, ...(authorization ? { authorization } : {}) } });
    expect((await onA()).statusCode).toBe(401);
    expect((await onA('Bearer gfk_000000000000_nothing')).statusCode).toBe(401);
    expect((await onA(`Bearer ${b.key}`)).statusCode).toBe(401);
    expect((await a.call({ url: '/api/v1/gift-cards/POSREFUSE0009999' }, `Bearer ${b.key}`)).statusCode).toBe(401);
    await a.as({ method: 'DELETE', url: `/api/admin/api-keys/${a.keyId}` });
    expect((await onA(`Bearer ${a.key}`)).statusCode).toBe(401);
    expect((await onA(`Bearer ${a.key}`)).json()).toEqual({ message: 'The API key is not valid for this store.' });
    expect(await redemptionsOf(database.db, card.id)).toEqual([]);
  });

  it('limits requests per key (429 with Retry-After), another key unaffected', async () => {
    const busy = await till();
    const calm = await till();
    await issueCard(database.db, busy.store.id, { code: 'POSRATELIMIT0001' });
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1)
      answers.push(await busy.call({ url: '/api/v1/gift-cards/POSRATELIMIT0001' }));
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calm.call({ url: '/api/v1/gift-cards/POSRATELIMIT0001' })).statusCode).toBe(404);
  });
});
