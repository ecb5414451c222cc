import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { insertGiftCard } from '../../../test/delivery-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);

/** A card issued on 1 March with $50.00, $12.50 redeemed at the counter on 3 March, voided on 20 March; a $30.00 card expiring on 5 March; a $10.00 one imported Inactive. */
async function history(storeId: string) {
  const card = await insertGiftCard(t.db, storeId, { initialMinor: 5000, balanceMinor: 3750, expiresOn: null });
  const expiring = await insertGiftCard(t.db, storeId, { initialMinor: 3000, expiresOn: '2026-03-05' });
  const importedInactive = await insertGiftCard(t.db, storeId, {
    initialMinor: 1000,
    status: 'Voided',
    expiresOn: null,
  });
  await t.db.insert(giftCardLedger).values([
    {
      giftCardId: card.id,
      kind: 'issue',
      amountMinor: 5000,
      channel: 'checkout',
      createdAt: at('2026-03-01T10:00:00Z'),
    },
    {
      giftCardId: card.id,
      kind: 'redeem',
      amountMinor: -1250,
      channel: 'counter',
      actor: 'sam@example.com',
      createdAt: at('2026-03-03T12:00:00Z'),
    },
    {
      giftCardId: card.id,
      kind: 'void',
      amountMinor: 0,
      channel: 'counter',
      reason: 'Lost',
      createdAt: at('2026-03-20T09:00:00Z'),
    },
    {
      giftCardId: expiring.id,
      kind: 'import',
      amountMinor: 3000,
      channel: 'system',
      createdAt: at('2026-02-10T08:00:00Z'),
    },
    {
      giftCardId: importedInactive.id,
      kind: 'import',
      amountMinor: 1000,
      channel: 'system',
      createdAt: at('2026-02-10T08:00:00Z'),
    },
  ]);
}

describe('GET /api/admin/reports/redemptions', () => {
  it('lists redemptions by day, channel and who, as JSON and as CSV with its fields escaped', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await history(store.id);
    const card = await insertGiftCard(t.db, store.id, { initialMinor: 2000, balanceMinor: 1500, expiresOn: null });
    await t.db.insert(giftCardLedger).values([
      {
        giftCardId: card.id,
        kind: 'issue',
        amountMinor: 2000,
        channel: 'checkout',
        createdAt: at('2026-03-01T10:00:00Z'),
      },
      {
        giftCardId: card.id,
        kind: 'redeem',
        amountMinor: -500,
        channel: 'api',
        actor: 'API key Till "front", 1',
        createdAt: at('2026-03-03T13:00:00Z'),
      },
    ]);

    const res = await as({ method: 'GET', url: '/api/admin/reports/redemptions?from=2026-03-01&to=2026-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      {
        day: '2026-03-03',
        channel: 'api',
        actor: 'API key Till "front", 1',
        redemptions: 1,
        redeemed: 5,
        reversed: 0,
        net: 5,
      },
      {
        day: '2026-03-03',
        channel: 'counter',
        actor: 'sam@example.com',
        redemptions: 1,
        redeemed: 12.5,
        reversed: 0,
        net: 12.5,
      },
    ]);

    const csv = await as({ method: 'GET', url: '/api/admin/reports/redemptions.csv?from=2026-03-01&to=2026-03-31' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(
      'Date,Channel,Staff member or key,Redemptions,Redeemed,Reversed,Net,Currency\r\n' +
        '2026-03-03,API,"API key Till ""front"", 1",1,5.00,0.00,5.00,USD\r\n' +
        '2026-03-03,Counter,sam@example.com,1,12.50,0.00,12.50,USD\r\n',
    );
    expect(await auditActions(t.db, store.id)).toContain('report.redemptions-exported');
  });
});

describe('GET /api/admin/reports/liability', () => {
  it('reports the period from the ledger, balanced, as JSON and as CSV', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await history(store.id);

    const march = await as({ method: 'GET', url: '/api/admin/reports/liability?from=2026-03-02&to=2026-03-31' });
    expect(march.statusCode).toBe(200);
    expect(march.json()).toEqual({
      currency: 'USD',
      timeZone: 'UTC',
      from: '2026-03-02',
      to: '2026-03-31',
      opening: 80,
      issued: 0,
      topUps: 0,
      redeemed: 12.5,
      expired: 30,
      voided: 37.5,
      adjusted: 0,
      closing: 0,
      balances: true,
      // No bonus credit in this history: all of it is paid money (decision 0145).
      paid: { opening: 80, issued: 0, topUps: 0, redeemed: 12.5, expired: 30, voided: 37.5, adjusted: 0, closing: 0 },
      promotional: { opening: 0, issued: 0, topUps: 0, redeemed: 0, expired: 0, voided: 0, adjusted: 0, closing: 0 },
    });
    const firstWeek = (
      await as({ method: 'GET', url: '/api/admin/reports/liability?from=2026-03-01&to=2026-03-04' })
    ).json();
    expect(firstWeek).toMatchObject({ opening: 30, issued: 50, redeemed: 12.5, closing: 67.5, balances: true });
    const february = (
      await as({ method: 'GET', url: '/api/admin/reports/liability?from=2026-02-01&to=2026-02-28' })
    ).json();
    expect(february).toMatchObject({ opening: 0, issued: 40, voided: 10, closing: 30, balances: true });

    const csv = await as({ method: 'GET', url: '/api/admin/reports/liability.csv?from=2026-03-02&to=2026-03-31' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${store.slug}-liability-2026-03-02-2026-03-31.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('From,To,Line,Amount,Currency');
    expect(lines).toContain('2026-03-02,2026-03-31,Opening balance,80.00,USD');
    expect(lines).toContain('2026-03-02,2026-03-31,Expired (breakage),30.00,USD');
    expect(lines).toContain('2026-03-02,2026-03-31,Voided,37.50,USD');
    expect(lines).toContain('2026-03-02,2026-03-31,Balances,yes,');
    expect(await auditActions(t.db, store.id)).toContain('report.liability-exported');
  });

  it('answers 400 naming the field for bad dates and a reversed range', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const [query, field] of [
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-01-01&to=soon', 'to'],
      ['from=2026-01-01', 'to'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
    ]) {
      for (const path of ['liability', 'liability.csv', 'redemptions', 'redemptions.csv']) {
        const res = await as({ method: 'GET', url: `/api/admin/reports/${path}?${query}` });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toContain(field);
      }
    }
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const { store, cookie } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    for (const report of ['liability', 'liability.csv', 'redemptions', 'redemptions.csv']) {
      const path = `/api/admin/reports/${report}?from=2026-01-01&to=2026-01-31`;
      expect((await t.app.inject(asStaff(store, staffCookie, { method: 'GET', url: path }))).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: path, headers: store.headers })).statusCode).toBe(401);
      const other = await createAdminStore(t.db);
      expect((await t.app.inject(asStaff(other, cookie, { method: 'GET', url: path }))).statusCode).toBe(401);
    }
  });
});
