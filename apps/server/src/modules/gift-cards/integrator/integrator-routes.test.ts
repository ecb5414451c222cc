import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { auditLog, deliveries, events, giftCardHolds, idempotencyKeys } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { ownerSession } from '../../../../test/admin.ts';
import { apiV1Client } from '../../../../test/api-v1-client.ts';
import { cardRow, issueCard, ledgerOf } from '../../../../test/gift-card-admin.ts';
import { insertOrder } from '../../../../test/delivery-factories.ts';
import { LogLines } from '../../../../test/log-lines.ts';
import { waitFor } from '../../../../test/wait-for.ts';
import { releaseExpiredHolds } from '../../payments/release-expired-holds.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let logs: LogLines;

beforeAll(async () => {
  database = await createTestDatabase();
  logs = new LogLines();
  const config = testConfig({ STATIC_DIR: '/nonexistent', TRUST_PROXY: '1', LOG_LEVEL: 'info' });
  app = await build({ config, database, logStream: logs });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const ALL_SCOPES = ['gift_cards:read', 'gift_cards:write', 'redemptions', 'orders:read'];

/** A store, an owner, and an API key with these scopes, with the typed client on it. */
async function integrator(scopes: string[] | null = ALL_SCOPES, name = 'Accounting') {
  const owner = await ownerSession(app, database.db);
  const res = await owner.as({
    method: 'POST',
    url: '/api/admin/api-keys',
    payload: scopes ? { name, scopes } : { name },
  });
  expect(res.statusCode).toBe(201);
  const { id, key } = res.json() as { id: string; key: string };
  return { ...owner, keyId: id, key, api: apiV1Client(app, owner.store.host, key) };
}

const idem = (key: string) => ({ 'idempotency-key': key });

describe('API key scopes', () => {
  it('are chosen when a key is made, listed and audited; a key made without them keeps look-up and redeem', async () => {
    const chosen = await integrator(['gift_cards:read', 'orders:read']);
    const listed = (await chosen.as({ url: '/api/admin/api-keys' })).json().keys;
    expect(listed[0].scopes).toEqual(['gift_cards:read', 'orders:read']);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, chosen.store.id), eq(auditLog.action, 'api-key.created')));
    expect(entry!.after).toMatchObject({ scopes: ['gift_cards:read', 'orders:read'] });

    const legacy = await integrator(null);
    expect((await legacy.as({ url: '/api/admin/api-keys' })).json().keys[0].scopes).toEqual([
      'gift_cards:read',
      'redemptions',
    ]);
  });

  it('refuse a call outside the key’s scopes with a sentence (403), and no key at all (401)', async () => {
    const reader = await integrator(['gift_cards:read']);
    const { card } = await issueCard(database.db, reader.store.id, { code: 'SCOPEREAD0001111' });
    const created = await reader.api.POST('/api/v1/gift-cards', { body: { amount: 10 }, headers: idem('s-1') });
    expect(created.response.status).toBe(403);
    expect(created.error).toEqual({
      message:
        "This API key may not do this: it needs the gift_cards:write scope. An owner can create a key with it on the dashboard's API keys page.",
    });
    const held = await reader.api.POST('/api/v1/gift-cards/{code}/holds', {
      params: { path: { code: 'SCOPEREAD0001111' } },
      body: { amount: 1 },
    });
    expect(held.response.status).toBe(403);
    expect((await reader.api.GET('/api/v1/orders/{id}', { params: { path: { id: card.id } } })).response.status).toBe(
      403,
    );
    const nobody = apiV1Client(app, reader.store.host, null);
    const anonymous = await nobody.GET('/api/v1/gift-cards', { params: { query: {} } });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toEqual({ message: 'The API key is not valid for this store.' });
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(5000);
  });
});

describe('cards by id', () => {
  it('creates a card with its full code once, its issue entry and event, and never shows the code again', async () => {
    const { api, store } = await integrator();
    const res = await api.POST('/api/v1/gift-cards', {
      body: {
        amount: 25.5,
        currency: 'usd',
        recipientName: 'Sam',
        recipientEmail: 'sam@example.com',
        expiresOn: '2031-01-31',
        reference: 'crm-77',
      },
      headers: idem('create-1'),
    });
    expect(res.response.status).toBe(201);
    const card = res.data!;
    expect(card).toMatchObject({
      balance: 25.5,
      initialAmount: 25.5,
      currency: 'USD',
      status: 'Active',
      kind: 'money',
      expiresOn: '2031-01-31',
      recipientName: 'Sam',
      reference: 'crm-77',
    });
    expect(card.code.endsWith(card.codeEnding)).toBe(true);
    const ledger = await ledgerOf(database.db, card.id);
    expect(ledger.map((e) => [e.kind, e.amountMinor, e.channel, e.actor])).toEqual([
      ['issue', 2550, 'api', 'API key Accounting'],
    ]);
    const [event] = await database.db.select().from(events).where(eq(events.giftCardId, card.id));
    expect(event).toMatchObject({ type: 'gift_card.issued', storeId: store.id, cardSequence: 1 });
    expect(JSON.stringify(event)).not.toContain(card.code);

    const list = await api.GET('/api/v1/gift-cards', { params: { query: {} } });
    expect(list.data!.cards[0]!.id).toBe(card.id);
    expect(JSON.stringify(list.data)).not.toContain(card.code);
  });

  it('emails a card to its recipient when created with an address, unless sendEmail is false', async () => {
    const { api } = await integrator();
    const giftsOf = (id: string) =>
      database.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.subjectId, id), eq(deliveries.kind, 'gift')));
    const emailed = (await api.POST('/api/v1/gift-cards', { body: { amount: 30, recipientEmail: 'ana@example.com' } }))
      .data!;
    expect(await giftsOf(emailed.id)).toMatchObject([{ recipient: 'ana@example.com' }]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, emailed.id));
    expect(entry!.after).toMatchObject({ emailedTo: 'ana@example.com' });

    const recorded = (
      await api.POST('/api/v1/gift-cards', {
        body: { amount: 30, recipientEmail: 'ben@example.com', sendEmail: false },
      })
    ).data!;
    expect(recorded.recipientEmail).toBe('ben@example.com');
    expect(await giftsOf(recorded.id)).toEqual([]);

    const refused = await api.POST('/api/v1/gift-cards', { body: { amount: 30, sendEmail: 'yes' as never } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ message: expect.stringContaining('sendEmail must be true or false') });
  });

  it('pages the list with a cursor, newest first, without repeating or skipping a card', async () => {
    const { api } = await integrator();
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push((await api.POST('/api/v1/gift-cards', { body: { amount: i + 1 } })).data!.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await api.GET('/api/v1/gift-cards', {
        params: { query: { limit: 2, ...(cursor ? { cursor } : {}) } },
      });
      expect(page.response.status).toBe(200);
      seen.push(...page.data!.cards.map((c) => c.id));
      if (!page.data!.nextCursor) break;
      cursor = page.data!.nextCursor;
    }
    expect(seen).toEqual([...made].reverse());
    const bad = await api.GET('/api/v1/gift-cards', { params: { query: { cursor: 'nonsense' } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.message).toContain('cursor is not one this API gave');
  });

  it('loads, adjusts, voids and reactivates through the ledger, each with its event, listed as the card’s activities', async () => {
    const { api } = await integrator();
    const { id } = (await api.POST('/api/v1/gift-cards', { body: { amount: 20 } })).data!;
    const path = { params: { path: { id } } };
    const loaded = await api.POST('/api/v1/gift-cards/{id}/loads', { ...path, body: { amount: 5.25 } });
    expect(loaded.data).toMatchObject({ balance: 25.25 });
    const adjusted = await api.POST('/api/v1/gift-cards/{id}/adjustments', {
      ...path,
      body: { amount: -0.25, reason: 'rounding' },
    });
    expect(adjusted.data).toMatchObject({ balance: 25 });
    const below = await api.POST('/api/v1/gift-cards/{id}/adjustments', {
      ...path,
      body: { amount: -100, reason: 'x' },
    });
    expect(below.response.status).toBe(422);
    expect(below.error!.message).toContain('would take the balance below zero');
    expect((await api.POST('/api/v1/gift-cards/{id}/void', { ...path, body: { reason: 'lost' } })).data).toMatchObject({
      status: 'Voided',
    });
    const loadVoided = await api.POST('/api/v1/gift-cards/{id}/loads', { ...path, body: { amount: 1 } });
    expect(loadVoided.response.status).toBe(409);
    expect(loadVoided.error!.message).toBe('This gift card is voided: it cannot be loaded.');
    expect((await api.POST('/api/v1/gift-cards/{id}/reactivate', path)).data).toMatchObject({ status: 'Active' });

    const activities = await api.GET('/api/v1/gift-cards/{id}/activities', path);
    expect(activities.data!.activities.map((a) => a.type)).toEqual([
      'gift_card.issued',
      'gift_card.loaded',
      'gift_card.adjusted',
      'gift_card.voided',
      'gift_card.reactivated',
    ]);
    expect(activities.data!.activities.map((a) => a.data.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(activities.data!.activities[1]!.data.activity).toMatchObject({
      amount: 5.25,
      currency: 'USD',
      channel: 'api',
    });
    expect((await cardRow(database.db, id)).balanceMinor).toBe(2500);
  });

  it('refuses another store’s card (404) and bad input with sentences (400), writing nothing', async () => {
    const mine = await integrator();
    const theirs = await integrator();
    const { card } = await issueCard(database.db, theirs.store.id, { code: 'THEIRCARD0002222' });
    const path = { params: { path: { id: card.id } } };
    for (const res of [
      await mine.api.POST('/api/v1/gift-cards/{id}/loads', { ...path, body: { amount: 1 } }),
      await mine.api.POST('/api/v1/gift-cards/{id}/void', { ...path, body: {} }),
      await mine.api.GET('/api/v1/gift-cards/{id}/activities', path),
      await mine.api.POST('/api/v1/gift-cards/{code}/holds', {
        params: { path: { code: 'THEIRCARD0002222' } },
        body: { amount: 1 },
      }),
    ]) {
      expect(res.response.status).toBe(404);
      expect(res.error).toEqual({ message: 'Gift card not found' });
    }
    const bad = [
      [{ amount: -1 }, 'amount must be more than 0'],
      [{ amount: 10.001 }, 'amount has more decimals than USD allows'],
      [{ amount: 10, currency: 'EUR' }, 'This store issues cards in USD only'],
      [{ amount: 10, expiresOn: '2020-01-01' }, 'expiresOn must be today or later.'],
      [{ amount: 10, expiresOn: '31/12/2030' }, 'expiresOn must be a date, such as 2027-12-31.'],
      [{ amount: 10, recipientEmail: 'nope' }, 'recipientEmail must be an email address'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await mine.api.POST('/api/v1/gift-cards', { body: body as never });
      expect(res.response.status).toBe(400);
      expect(res.error!.message).toContain(message);
    }
    expect((await mine.api.GET('/api/v1/gift-cards', { params: { query: {} } })).data!.cards).toEqual([]);
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(5000);
  });
});

describe('GET /api/v1/activities', () => {
  it('gives the store’s events after the one a poller has, oldest first, and only this store’s', async () => {
    const { api, store } = await integrator();
    const other = await integrator();
    await other.api.POST('/api/v1/gift-cards', { body: { amount: 3 } });
    const first = await api.GET('/api/v1/activities', { params: { query: {} } });
    expect(first.data).toEqual({ activities: [], lastId: null });
    const { id } = (await api.POST('/api/v1/gift-cards', { body: { amount: 10 } })).data!;
    await api.POST('/api/v1/gift-cards/{id}/loads', { params: { path: { id } }, body: { amount: 2 } });
    // On a shared PostgreSQL cluster another database's open transaction can hold the stream back a moment.
    await waitFor(
      async () => (await api.GET('/api/v1/activities', { params: { query: {} } })).data!.activities.length === 2,
      20_000,
      'both events in the stream',
    );
    const page = await api.GET('/api/v1/activities', { params: { query: { limit: 1 } } });
    expect(page.data!.activities.map((a) => [a.type, a.store])).toEqual([['gift_card.issued', store.slug]]);
    const next = await api.GET('/api/v1/activities', { params: { query: { after: page.data!.lastId! } } });
    expect(next.data!.activities.map((a) => a.type)).toEqual(['gift_card.loaded']);
    const idle = await api.GET('/api/v1/activities', { params: { query: { after: next.data!.lastId! } } });
    expect(idle.data).toEqual({ activities: [], lastId: next.data!.lastId });
    const foreign = (await other.api.GET('/api/v1/activities', { params: { query: {} } })).data!.activities[0]!.id;
    const refused = await api.GET('/api/v1/activities', { params: { query: { after: foreign } } });
    expect(refused.response.status).toBe(400);
    expect(refused.error!.message).toContain('after is not the id of an event of this store');
  });
});

describe('GET /api/v1/orders/{id}', () => {
  it('answers the store’s order to a key with orders:read, and 404 for another store’s', async () => {
    const { api, store } = await integrator();
    const other = await integrator();
    const order = await insertOrder(database.db, store.id);
    const res = await api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({ id: order.id, reference: order.reference });
    const foreign = await other.api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(foreign.response.status).toBe(404);
  });
});

describe('holds (two-step redemption)', () => {
  it('takes the amount at once, captures part of it and gives the rest back, each with its event', async () => {
    const { api, store } = await integrator();
    const { card } = await issueCard(database.db, store.id, { code: 'HOLDCARD00003333' });
    const held = await api.POST('/api/v1/gift-cards/{code}/holds', {
      params: { path: { code: 'holdcard-0000-3333' } },
      body: { amount: 30 },
      headers: idem('hold-1'),
    });
    expect(held.response.status).toBe(201);
    expect(held.data).toMatchObject({ giftCardId: card.id, amount: 30, currency: 'USD', status: 'held', balance: 20 });
    const expiresIn = new Date(held.data!.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    const hold = { params: { path: { id: held.data!.id } } };
    const captured = await api.POST('/api/v1/holds/{id}/capture', { ...hold, body: { amount: 12.5 } });
    expect(captured.data).toMatchObject({ status: 'captured', amount: 12.5, balance: 37.5 });
    const again = await api.POST('/api/v1/holds/{id}/release', hold);
    expect(again.response.status).toBe(409);
    expect(again.error!.message).toBe('This hold is captured: it can no longer be captured or released.');
    expect((await ledgerOf(database.db, card.id)).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['issue', 5000],
      ['hold', -3000],
      ['release', 1750],
      ['capture', 0],
    ]);
    const types = (
      await api.GET('/api/v1/gift-cards/{id}/activities', { params: { path: { id: card.id } } })
    ).data!.activities.map((a) => a.type);
    expect(types).toEqual(['gift_card.redeemed', 'gift_card.redemption_reversed', 'gift_card.captured']);
    expect(logs.text()).not.toContain('HOLDCARD');
    expect(logs.text()).not.toContain('holdcard');
  });

  it('releases a hold on request, and by itself after 15 minutes; refuses more than the balance and another store’s hold', async () => {
    const { api, store } = await integrator();
    const other = await integrator();
    const { card } = await issueCard(database.db, store.id, { code: 'HOLDCARD00004444' });
    const code = { params: { path: { code: 'HOLDCARD00004444' } } };
    const over = await api.POST('/api/v1/gift-cards/{code}/holds', { ...code, body: { amount: 50.01 } });
    expect(over.response.status).toBe(422);
    expect(over.error!.message).toContain('amount is more than the balance of $50.00');
    const first = (await api.POST('/api/v1/gift-cards/{code}/holds', { ...code, body: { amount: 10 } })).data!;
    expect(
      (await other.api.POST('/api/v1/holds/{id}/release', { params: { path: { id: first.id } } })).response.status,
    ).toBe(404);
    const released = await api.POST('/api/v1/holds/{id}/release', { params: { path: { id: first.id } } });
    expect(released.data).toMatchObject({ status: 'released', balance: 50 });

    const second = (await api.POST('/api/v1/gift-cards/{code}/holds', { ...code, body: { amount: 20 } })).data!;
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(3000);
    await releaseExpiredHolds(database.db, new Date(Date.now() + 14 * 60_000));
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(3000);
    await releaseExpiredHolds(database.db, new Date(Date.now() + 16 * 60_000));
    expect((await cardRow(database.db, card.id)).balanceMinor).toBe(5000);
    const [row] = await database.db.select().from(giftCardHolds).where(eq(giftCardHolds.id, second.id));
    expect(row!.status).toBe('released');
    const late = await api.POST('/api/v1/holds/{id}/capture', { params: { path: { id: second.id } }, body: {} });
    expect(late.response.status).toBe(409);
    expect(late.error!.message).toBe('This hold is released: it can no longer be captured or released.');
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with its first answer, refuses the key with another body (422), per API key', async () => {
    const { api, keyId, store, as } = await integrator();
    const first = await api.POST('/api/v1/gift-cards', { body: { amount: 15 }, headers: idem('order-991') });
    const again = await api.POST('/api/v1/gift-cards', { body: { amount: 15 }, headers: idem('order-991') });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const changed = await api.POST('/api/v1/gift-cards', { body: { amount: 16 }, headers: idem('order-991') });
    expect(changed.response.status).toBe(422);
    expect(changed.error!.message).toBe(
      'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    );
    expect((await api.GET('/api/v1/gift-cards', { params: { query: {} } })).data!.cards).toHaveLength(1);

    // Another key of the same store has its own keys.
    const { key } = (
      await as({
        method: 'POST',
        url: '/api/admin/api-keys',
        payload: { name: 'Second', scopes: ['gift_cards:write'] },
      })
    ).json();
    const second = apiV1Client(app, store.host, key);
    const theirs = await second.POST('/api/v1/gift-cards', { body: { amount: 16 }, headers: idem('order-991') });
    expect(theirs.response.status).toBe(201);
    expect(theirs.data!.id).not.toBe(first.data!.id);

    // A refusal is an answer too; the key is kept with it.
    const refused = await api.POST('/api/v1/gift-cards/{id}/adjustments', {
      params: { path: { id: first.data!.id } },
      body: { amount: -100, reason: 'too much' },
      headers: idem('adj-1'),
    });
    expect(refused.response.status).toBe(422);
    const rows = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.apiKeyId, keyId));
    expect(rows.map((r) => [r.key, r.statusCode]).sort()).toEqual([
      ['adj-1', 422],
      ['order-991', 201],
    ]);
  });

  it('makes one card when the same request is sent twice at once: the other is answered the same or told to retry (409)', async () => {
    const { api } = await integrator();
    const both = await Promise.all(
      [1, 2].map(() => api.POST('/api/v1/gift-cards', { body: { amount: 7 }, headers: idem('twice-at-once') })),
    );
    const statuses = both.map((res) => res.response.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const conflict = both.find((res) => res.response.status === 409);
    if (conflict)
      expect(conflict.error!.message).toBe(
        'A request with this Idempotency-Key is still being answered. Try again in a moment.',
      );
    expect((await api.GET('/api/v1/gift-cards', { params: { query: {} } })).data!.cards).toHaveLength(1);
  });

  it('forgets keys after the retention', async () => {
    const { api, keyId } = await integrator();
    await api.POST('/api/v1/gift-cards', { body: { amount: 1 }, headers: idem('old-1') });
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.apiKeyId, keyId));
    await app.jobs.tasks.run('idempotency-keys-cleanup');
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.apiKeyId, keyId))).toEqual([]);
  });
});
