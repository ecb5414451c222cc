import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { apiPaths } from '@giftfront/domain/api-paths';
import { cardActivations, events, giftCardBatches, giftCardLedger, giftCards } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { ledgerOf } from '../../../test/gift-card-admin.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { giftCardPaymentProblem } from '../gift-cards/resolve-gift-card-payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const issue = (payload: object) => ({ method: 'POST' as const, url: '/api/admin/batches', payload });
const activate = (payload: object, key?: string) => ({
  method: 'POST' as const,
  url: '/api/admin/activations',
  payload,
  headers: key ? { 'idempotency-key': key } : {},
});
const cardsOf = (batchId: string) =>
  t.db.select().from(giftCards).where(eq(giftCards.batchId, batchId)).orderBy(giftCards.code);
const inFiveYears = (days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 5);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('issuing a batch', () => {
  it('issues 10,000 $20 cards with one issue entry and one event each, in a few seconds, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const started = Date.now();
    const res = await as(issue({ label: 'Staff Christmas 2026', quantity: 10_000, amount: 20, prefix: 'xmas' }));
    const took = Date.now() - started;
    expect(res.statusCode).toBe(201);
    const batch = res.json();
    expect(batch).toMatchObject({ label: 'Staff Christmas 2026', quantity: 10_000, amount: 20, prefix: 'XMAS' });
    // Unnested array statements (decision 0164): about 5 s on PostgreSQL with the shared 2-core machine
    // at a load of 30, well under on a quiet one (bench/batch-issue.bench.ts); the bound allows for load.
    if (testDatabaseKind === 'postgres') expect(took).toBeLessThan(30_000);

    const [counts] = await t.db
      .select({
        cards: sql<number>`count(*)::int`,
        codes: sql<number>`count(distinct ${giftCards.codeNormalized})::int`,
        total: sql<number>`sum(${giftCards.balanceMinor})::int`,
        prefixed: sql<number>`count(*) filter (where ${giftCards.code} like 'XMAS-%')::int`,
      })
      .from(giftCards)
      .where(eq(giftCards.batchId, batch.id));
    expect(counts).toEqual({ cards: 10_000, codes: 10_000, total: 20_000_000, prefixed: 10_000 });
    const [ledger] = await t.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`sum(${giftCardLedger.amountMinor})::int` })
      .from(giftCardLedger)
      .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
      .where(and(eq(giftCards.batchId, batch.id), eq(giftCardLedger.kind, 'issue')));
    expect(ledger).toEqual({ n: 10_000, sum: 20_000_000 });
    const [issued] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(and(eq(events.storeId, store.id), eq(events.type, 'gift_card.issued'), eq(events.cardSequence, 1)));
    expect(issued!.n).toBe(10_000);
    const [sample] = await t.db.select().from(events).where(eq(events.storeId, store.id)).limit(1);
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, sample!.giftCardId!));
    expect(JSON.stringify(sample!.data)).not.toContain(card!.code);
    expect(await auditActions(t.db, store.id)).toContain('batch.issued');

    const detail = await as({ method: 'GET', url: `/api/admin/batches/${batch.id}` });
    expect(detail.json().figures).toEqual({
      issued: 10_000,
      activated: 10_000,
      spent: 0,
      voided: 0,
      unused: 10_000,
      outstanding: 200_000,
    });
  }, 120_000);

  it('refuses bad input in sentences (400) and more than a card may hold (422), writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const cases: Array<[object, RegExp]> = [
      [{ label: '', quantity: 5, amount: 10 }, /label/i],
      [{ label: 'A', quantity: 10_001, amount: 10 }, /at most 10,000 cards/],
      [{ label: 'A', quantity: 0, amount: 10 }, /how many cards/],
      [{ label: 'A', quantity: 5 }, /Give the amount each card holds/],
      [{ label: 'A', quantity: 5, amount: 10, inactive: true }, /Inactive card stock has no amount/],
      [{ label: 'A', quantity: 5, amount: 10, prefix: 'X-1' }, /letters and digits/],
      [{ label: 'A', quantity: 5, amount: 10, expiresOn: 'soon' }, /as a date/],
      [{ label: 'A', quantity: 5, amount: 10, expiresOn: '2020-01-01' }, /after today/],
    ];
    for (const [payload, message] of cases) {
      const res = await as(issue(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const tooMuch = await as(issue({ label: 'A', quantity: 5, amount: 1_000_000 }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/at most/);
    expect(await t.db.select().from(giftCardBatches).where(eq(giftCardBatches.storeId, store.id))).toEqual([]);
    expect(await t.db.select().from(giftCards).where(eq(giftCards.storeId, store.id))).toEqual([]);
  });

  it('refuses staff (403), no session (401), another store’s session (401) and another store’s batch (404)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const other = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const body = { label: 'A', quantity: 2, amount: 10 };
    expect((await t.app.inject(asStaff(store, staffCookie, issue(body)))).statusCode).toBe(403);
    expect((await t.app.inject({ ...issue(body), headers: store.headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ ...issue(body), headers: { ...store.headers, cookie: other.cookie } })).statusCode,
    ).toBe(401);
    const mine = (await as(issue(body))).json();
    for (const url of [
      `/api/admin/batches/${mine.id}`,
      `/api/admin/batches/${mine.id}/codes.csv`,
      `/api/admin/batches/${mine.id}/print.pdf`,
    ]) {
      expect((await other.as({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject(asStaff(store, staffCookie, { method: 'GET', url }))).statusCode).toBe(403);
    }
    expect((await other.as({ method: 'POST', url: `/api/admin/batches/${mine.id}/void-unused` })).statusCode).toBe(404);
    expect((await other.as({ method: 'GET', url: '/api/admin/batches' })).json().batches).toEqual([]);
    expect((await cardsOf(mine.id)).every((card) => card.status === 'Active')).toBe(true);
  });
});

describe('a batch’s codes and print sheets', () => {
  it('downloads the codes as CSV and the print sheets as PDF, each audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (await as(issue({ label: 'Fair 2026', quantity: 12, amount: 15 }))).json();
    const csv = await as({ method: 'GET', url: `/api/admin/batches/${batch.id}/codes.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Code,Value,Currency,Balance,Status,Expires on,Batch');
    expect(lines).toHaveLength(13);
    const cards = await cardsOf(batch.id);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(cards.map((card) => card.code).sort());
    expect(lines[1]).toMatch(/,15,USD,15,Active,,Fair 2026$/);

    const pdf = await as({ method: 'GET', url: `/api/admin/batches/${batch.id}/print.pdf?paper=A4` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Twelve cards at ten to a page: two pages.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect((await as({ method: 'GET', url: `/api/admin/batches/${batch.id}/print.pdf?paper=A3` })).statusCode).toBe(
      400,
    );
    expect(await auditActions(t.db, store.id)).toEqual(
      expect.arrayContaining(['batch.issued', 'batch.codes-exported', 'batch.printed']),
    );
  });
});

describe('card stock activated at the counter', () => {
  it('is issued inactive with nothing on it: the balance check shows no money and the counter cannot redeem it', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (await as(issue({ label: 'Plastic cards', quantity: 3, inactive: true }))).json();
    expect(batch).toMatchObject({ inactive: true, amount: null });
    const [card] = await cardsOf(batch.id);
    expect(card).toMatchObject({ status: 'Inactive', balanceMinor: 0, initialMinor: 0, source: 'batch' });

    const lookup = await t.app.inject({
      method: 'GET',
      url: apiPaths.giftCardByCode(card!.code),
      headers: { host: store.host },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ balance: 0, status: 'Inactive' });
    const redeem = await as({
      method: 'POST',
      url: `/api/admin/gift-cards/${card!.id}/redemptions`,
      payload: { amount: 1 },
    });
    expect(redeem.statusCode).toBe(409);
    expect(redeem.json().message).toBe(
      'This gift card has not been activated yet: it holds money once it is sold and activated at the counter.',
    );
    expect(giftCardPaymentProblem(card!, 'USD', '2026-01-01')).toMatch(/has not been activated yet/);
    expect(await ledgerOf(t.db, card!.id)).toMatchObject([{ kind: 'issue', amountMinor: 0 }]);
  });

  it('staff activate a printed card with the amount paid: active with that balance, a counter sale, audited; a retry answers the same', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (await as(issue({ label: 'Plastic cards', quantity: 2, inactive: true }))).json();
    const [card] = await cardsOf(batch.id);
    const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Till Two' });
    const cookie = await signIn(t.app, store, staff.email);
    const till = (options: Parameters<typeof asStaff>[2]) => t.app.inject(asStaff(store, cookie, options));

    const typed = card!.code.toLowerCase().replace(/-/g, ' ');
    const res = await till(activate({ code: typed, amount: 40 }, 'till-2-0001'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      card: { id: card!.id, codeEnding: card!.code.slice(-4), balance: 40, currency: 'USD', expiresOn: null },
      batchLabel: 'Plastic cards',
    });
    const again = await till(activate({ code: typed, amount: 40 }, 'till-2-0001'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    const changed = await till(activate({ code: typed, amount: 50 }, 'till-2-0001'));
    expect(changed.statusCode).toBe(422);

    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after).toMatchObject({ status: 'Active', balanceMinor: 4000, initialMinor: 4000 });
    expect(after!.activatedAt).not.toBeNull();
    expect(await ledgerOf(t.db, card!.id)).toMatchObject([
      { kind: 'issue', amountMinor: 0 },
      { kind: 'issue', amountMinor: 4000, channel: 'counter', actor: 'Till Two' },
    ]);
    expect(await auditActions(t.db, store.id)).toContain('gift-card.activated');

    const day = new Date().toISOString().slice(0, 10);
    const sales = await as({ method: 'GET', url: `/api/admin/reports/sales?from=${day}&to=${day}` });
    expect(sales.statusCode).toBe(200);
    expect(JSON.stringify(sales.json())).toMatch(/40/);

    const second = await till(activate({ code: card!.code, amount: 10 }, 'till-2-0002'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already been activated/);
    const detail = (await as({ method: 'GET', url: `/api/admin/batches/${batch.id}` })).json();
    expect(detail.figures).toMatchObject({ issued: 2, activated: 1, unused: 1, outstanding: 40 });
  });

  it('two tills activating one card at once: exactly one wins, the card holds one amount', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (await as(issue({ label: 'Race', quantity: 1, inactive: true }))).json();
    const [card] = await cardsOf(batch.id);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const results = await Promise.all([
      t.app.inject(asStaff(store, cookie, activate({ code: card!.code, amount: 25 }, 'till-1'))),
      t.app.inject(asStaff(store, cookie, activate({ code: card!.code, amount: 30 }, 'till-2'))),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const winner = results.find((res) => res.statusCode === 201)!.json();
    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.balanceMinor).toBe(winner.card.balance * 100);
    const ledger = await ledgerOf(t.db, card!.id);
    expect(ledger.filter((entry) => entry.amountMinor > 0)).toHaveLength(1);
    expect(await t.db.select().from(cardActivations).where(eq(cardActivations.giftCardId, card!.id))).toHaveLength(1);
  });

  it('refuses an unknown code (404), a card of a batch issued with value (409), a bad amount (400) and strangers (401)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const other = await ownerSession(t.app, t.db);
    const valued = (await as(issue({ label: 'Valued', quantity: 1, amount: 10 }))).json();
    const stock = (await as(issue({ label: 'Stock', quantity: 1, inactive: true }))).json();
    const [valuedCard] = await cardsOf(valued.id);
    const [stockCard] = await cardsOf(stock.id);
    expect((await as(activate({ code: 'NOPE-NOPE-NOPE-NOPE', amount: 10 }))).statusCode).toBe(404);
    const notStock = await as(activate({ code: valuedCard!.code, amount: 10 }));
    expect(notStock.statusCode).toBe(409);
    expect(notStock.json().message).toMatch(/not printed as card stock/);
    expect((await as(activate({ code: stockCard!.code, amount: -5 }))).statusCode).toBe(400);
    expect((await as(activate({ code: stockCard!.code, amount: 10.005 }))).statusCode).toBe(400);
    expect((await other.as(activate({ code: stockCard!.code, amount: 10 }))).statusCode).toBe(404);
    expect(
      (await t.app.inject({ ...activate({ code: stockCard!.code, amount: 10 }), headers: store.headers })).statusCode,
    ).toBe(401);
    const [still] = await t.db.select().from(giftCards).where(eq(giftCards.id, stockCard!.id));
    expect(still).toMatchObject({ status: 'Inactive', balanceMinor: 0 });
  });
});

describe('voiding the unused part of a batch', () => {
  it('voids card stock never activated and cards never used, keeps the rest, each with its void entry and event', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const stock = (await as(issue({ label: 'Stock', quantity: 3, inactive: true }))).json();
    const [first, second, third] = await cardsOf(stock.id);
    expect((await as(activate({ code: first!.code, amount: 20 }))).statusCode).toBe(201);
    const valued = (await as(issue({ label: 'Valued', quantity: 2, amount: 10 }))).json();
    const [used, untouched] = await cardsOf(valued.id);
    expect(
      (await as({ method: 'POST', url: `/api/admin/gift-cards/${used!.id}/redemptions`, payload: { amount: 4 } }))
        .statusCode,
    ).toBe(201);

    const voidStock = await as({ method: 'POST', url: `/api/admin/batches/${stock.id}/void-unused` });
    expect(voidStock.json()).toEqual({ voided: 2 });
    const voidValued = await as({ method: 'POST', url: `/api/admin/batches/${valued.id}/void-unused` });
    expect(voidValued.json()).toEqual({ voided: 1 });
    const status = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.status;
    expect(await status(first!.id)).toBe('Active');
    expect(await status(second!.id)).toBe('Voided');
    expect(await status(third!.id)).toBe('Voided');
    expect(await status(used!.id)).toBe('Active');
    expect(await status(untouched!.id)).toBe('Voided');
    expect(await ledgerOf(t.db, untouched!.id)).toMatchObject([{ kind: 'issue' }, { kind: 'void', amountMinor: 0 }]);
    const voidedEvents = await t.db
      .select()
      .from(events)
      .where(and(eq(events.storeId, store.id), eq(events.type, 'gift_card.voided')));
    expect(voidedEvents.map((event) => event.giftCardId).sort()).toEqual([second!.id, third!.id, untouched!.id].sort());
    expect(voidedEvents.every((event) => event.cardSequence === 2)).toBe(true);
    const detail = (await as({ method: 'GET', url: `/api/admin/batches/${stock.id}` })).json();
    expect(detail.figures).toMatchObject({ issued: 3, activated: 1, voided: 2, unused: 0 });
    expect((await as({ method: 'POST', url: `/api/admin/batches/${stock.id}/void-unused` })).json()).toEqual({
      voided: 0,
    });
    expect(await auditActions(t.db, store.id)).toContain('batch.unused-voided');
  });
});

describe('expiry rules on a batch', () => {
  it('under the US federal rule refuses an expiry sooner than five years, and in California any expiry, saying why', async () => {
    const federal = await ownerSession(t.app, t.db, { expiryRule: 'us-federal' });
    const soon = await federal.as(issue({ label: 'A', quantity: 1, amount: 10, expiresOn: inFiveYears(-2) }));
    expect(soon.statusCode).toBe(422);
    expect(soon.json().message).toMatch(/not expire sooner than 5 years .*15 U\.S\.C\. 1693l-1/);
    expect(
      (await federal.as(issue({ label: 'A', quantity: 1, amount: 10, expiresOn: inFiveYears(2) }))).statusCode,
    ).toBe(201);
    const california = await ownerSession(t.app, t.db, { expiryRule: 'california' });
    const any = await california.as(issue({ label: 'A', quantity: 1, amount: 10, expiresOn: inFiveYears(400) }));
    expect(any.statusCode).toBe(422);
    expect(any.json().message).toMatch(/California Civil Code 1749\.5/);
    expect((await california.as(issue({ label: 'A', quantity: 1, amount: 10 }))).statusCode).toBe(201);
    const none = await ownerSession(t.app, t.db);
    expect(
      (await none.as(issue({ label: 'A', quantity: 1, amount: 10, expiresOn: inFiveYears(-1000) }))).statusCode,
    ).toBe(201);
  });

  it('a promotional batch may expire in 3 months under the US federal rule and in California, printed on its cards (decision 0225)', async () => {
    const inThreeMonths = () => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() + 3);
      return date.toISOString().slice(0, 10);
    };
    const expiresOn = inThreeMonths();
    const federal = await ownerSession(t.app, t.db, { expiryRule: 'us-federal' });
    const money = await federal.as(issue({ label: 'Staff', quantity: 1, amount: 10, expiresOn }));
    expect(money.statusCode).toBe(422);
    expect(money.json().message).toMatch(
      /not expire sooner than 5 years .*Promotional cards given away may expire sooner/,
    );
    expect(await t.db.select().from(giftCardBatches).where(eq(giftCardBatches.storeId, federal.store.id))).toEqual([]);

    const promo = await federal.as(
      issue({ label: 'Spring promo', quantity: 2, amount: 10, promotional: true, expiresOn }),
    );
    expect(promo.statusCode).toBe(201);
    expect(promo.json()).toMatchObject({ promotional: true, expiresOn });
    for (const card of await cardsOf(promo.json().id))
      expect(card).toMatchObject({ expiresOn, promoExpiresOn: expiresOn, promoBalanceMinor: 1000 });

    const california = await ownerSession(t.app, t.db, { expiryRule: 'california' });
    const californian = await california.as(
      issue({ label: 'Spring promo', quantity: 1, amount: 10, promotional: true, expiresOn }),
    );
    expect(californian.statusCode).toBe(201);

    const pdf = await federal.as({ method: 'GET', url: `/api/admin/batches/${promo.json().id}/print.pdf` });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: pdf.rawPayload });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const [year, month, day] = expiresOn.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(text).toContain(`EXPIRES ${monthName.toUpperCase()} ${day}, ${year}`);
    expect(text).toContain('PROMOTIONAL CARD');
    expect(text).toContain('Given away, not sold.');
    expect(text).toContain('No fees.');
  });

  it('activating card stock under the US federal rule moves an earlier expiry to five years from the load', async () => {
    const { as } = await ownerSession(t.app, t.db, { expiryRule: 'us-federal' });
    const expiresOn = inFiveYears(3);
    const batch = (await as(issue({ label: 'Stock', quantity: 1, inactive: true, expiresOn }))).json();
    const [card] = await cardsOf(batch.id);
    const res = await as(activate({ code: card!.code, amount: 10 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().card.expiresOn >= inFiveYears(0)).toBe(true);
  });
});

describe('the other store', () => {
  it('never sees another store’s batch cards by code', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const stranger = await createAdminStore(t.db);
    const batch = (await as(issue({ label: 'Mine', quantity: 1, amount: 10 }))).json();
    const [card] = await cardsOf(batch.id);
    const lookup = await t.app.inject({
      method: 'GET',
      url: apiPaths.giftCardByCode(card!.code),
      headers: { host: stranger.host },
    });
    expect(lookup.statusCode).toBe(404);
  });
});
