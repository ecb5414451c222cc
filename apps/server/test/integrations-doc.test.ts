import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { asStaff, createAdminStore, createStaffUser, signIn, type TestStore } from './admin.ts';
import { insertOrder } from './delivery-factories.ts';
import { waitFor } from './wait-for.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * docs/integrations.md's examples, run as an integrator would run them: each `<!-- run: name -->`
 * block (curl through bash, Node as an ES module) against this server on a real port, the store
 * being the one a bare address answers for.
 */
const run = promisify(execFile);
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/integrations.md'), 'utf8');
const blocks = new Map(
  [...doc.matchAll(/<!-- run: ([a-z-]+) -->\s*```(sh|js)\n([\s\S]*?)```/g)].map((m) => [
    m[1]!,
    { lang: m[2]!, code: m[3]! },
  ]),
);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-integrations-doc-'));

let database: DatabaseHandle;
let app: FastifyInstance;
let store: TestStore;
const env: Record<string, string> = {};

async function runBlock(name: string): Promise<string> {
  const block = blocks.get(name);
  if (!block) throw new Error(`docs/integrations.md has no "${name}" block`);
  const options = { env: { PATH: process.env.PATH!, ...env }, timeout: 30_000 };
  if (block.lang === 'sh') return (await run('bash', ['-euo', 'pipefail', '-c', block.code], options)).stdout;
  const file = path.join(tmp, `${name}.mjs`);
  fs.writeFileSync(file, block.code);
  return (await run(process.execPath, [file], options)).stdout;
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createAdminStore(database.db);
  app = await build({
    config: testConfig({ STATIC_DIR: '/nonexistent', DEFAULT_STORE: store.slug }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const owner = await createStaffUser(database.db, store, { role: 'owner' });
  const cookie = await signIn(app, store, owner.email);
  const created = await app.inject(
    asStaff(store, cookie, {
      method: 'POST',
      url: '/api/admin/api-keys',
      payload: { name: 'Docs', scopes: ['gift_cards:read', 'gift_cards:write', 'redemptions', 'orders:read'] },
    }),
  );
  env.GIFTFRONT_URL = `http://127.0.0.1:${address.port}`;
  env.GIFTFRONT_KEY = created.json().key;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('docs/integrations.md, run', () => {
  it('creates a card (its code once), lists it, changes it and reads its activities', async () => {
    const card = JSON.parse(await runBlock('create'));
    expect(card).toMatchObject({ balance: 25, recipientName: 'Sam Lee', reference: 'crm-order-1001' });
    expect(card.code).toMatch(/\w{4}/);
    // The same Idempotency-Key again: the first answer, no second card.
    expect(JSON.parse(await runBlock('create'))).toEqual(card);
    env.CARD_ID = card.id;
    env.CARD_CODE = card.code;
    const list = JSON.parse(await runBlock('list'));
    expect(list.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(JSON.stringify(list)).not.toContain(card.code);
    const changed = (await runBlock('change')).trim();
    expect(JSON.parse(changed.slice(changed.lastIndexOf('{"id"')))).toMatchObject({ status: 'Active', balance: 30 });
    const { activities } = JSON.parse(await runBlock('activities'));
    expect(activities.map((a: { type: string }) => a.type)).toEqual([
      'gift_card.issued',
      'gift_card.loaded',
      'gift_card.adjusted',
      'gift_card.voided',
      'gift_card.reactivated',
    ]);
  });

  it('holds and captures at a till (Node), releases another hold (curl), and polls the stream to its end', async () => {
    expect(JSON.parse(await runBlock('till'))).toMatchObject({ captured: 10.5, balance: 19.5 });
    const hold = await app.inject({
      method: 'POST',
      url: `/api/v1/gift-cards/${env.CARD_CODE}/holds`,
      headers: { host: '127.0.0.1', authorization: `Bearer ${env.GIFTFRONT_KEY}` },
      payload: { amount: 4 },
    });
    env.HOLD_ID = hold.json().id;
    expect(JSON.parse(await runBlock('release'))).toMatchObject({ status: 'released', balance: 19.5 });
    // Every change above is in the stream (on a shared cluster another database's open transaction may hold it back a moment).
    let polled = { seen: 0, lastId: '' };
    await waitFor(
      async () => {
        polled = JSON.parse(await runBlock('poll'));
        return polled.seen === 10;
      },
      30_000,
      'the ten events in the stream',
    );
    env.LAST_EVENT_ID = polled.lastId;
    expect(JSON.parse(await runBlock('poll'))).toEqual({ seen: 0, lastId: polled.lastId });
  });

  it('reads an order', async () => {
    const order = await insertOrder(database.db, store.id);
    env.ORDER_ID = order.id;
    expect(JSON.parse(await runBlock('order'))).toMatchObject({ id: order.id, reference: order.reference });
  });
});
