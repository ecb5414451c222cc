import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, discountCodes, products } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/store-file';
const withCodes = { discountCodes: [{ code: 'USED', discountType: 'PERCENT' as const, amount: 10, usageLimit: 5 }] };
const codesOf = (storeId: string) => t.db.select().from(discountCodes).where(eq(discountCodes.storeId, storeId));

describe('GET /api/admin/store-file', () => {
  it('downloads the store file as an attachment, never cached, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db, withCodes);
    const res = await as({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${store.slug}-store.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ slug: store.slug, discountCodes: [{ code: 'USED', amount: 10 }] });
    expect(await auditActions(t.db, store.id)).toContain('store-file.exported');
  });
});

describe('POST /api/admin/store-file (and /check)', () => {
  it('imports the exported file back, changed; /check says what will change and writes nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db, withCodes);
    const file = (await as({ method: 'GET', url: URL })).json();
    const [first, ...others] = file.products;
    const changed = {
      ...file,
      products: others,
      discountCodes: [...file.discountCodes, { code: 'new5', discountType: 'FixedAmount', amount: 5 }],
    };
    const check = await as({ method: 'POST', url: `${URL}/check`, payload: changed });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      imported: false,
      changes: {
        products: { added: [], removed: [first.slug], updated: others.length },
        discountCodes: { added: ['NEW5'], updated: 1 },
        giftCards: { added: 0, kept: file.giftCards.length },
      },
    });
    expect(await codesOf(store.id)).toHaveLength(1);

    const res = await as({ method: 'POST', url: URL, payload: changed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, changes: { discountCodes: { added: ['NEW5'] } } });
    expect((await codesOf(store.id)).map((c) => c.code).sort()).toEqual(['NEW5', 'USED']);
    expect((await t.db.select().from(products).where(eq(products.storeId, store.id))).map((p) => p.slug)).not.toContain(
      first.slug,
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'store-file.imported')));
    expect(entry?.after).toMatchObject({ discountCodes: { added: ['NEW5'], updated: 1 } });
  });

  it('keeps live figures: a limit below the uses already made is refused by path, nothing written', async () => {
    const { store, as } = await ownerSession(t.app, t.db, withCodes);
    await t.db.update(discountCodes).set({ timesUsed: 3 }).where(eq(discountCodes.storeId, store.id));
    const file = (await as({ method: 'GET', url: URL })).json();
    const res = await as({
      method: 'POST',
      url: URL,
      payload: { ...file, discountCodes: [{ ...file.discountCodes[0], usageLimit: 2 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual(['discountCodes[0].usageLimit: 2 is below the 3 times it was already used']);
    expect((await codesOf(store.id))[0]).toMatchObject({ usageLimit: 5, timesUsed: 3 });
  });

  it('lists every problem by its JSON path and writes nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db, withCodes);
    const file = (await as({ method: 'GET', url: URL })).json();
    const broken = {
      ...file,
      primaryColor: 'blue-ish',
      discountCodes: [
        { ...file.discountCodes[0], amount: 150 },
        { code: 'x', discountType: 'HALF', amount: 1 },
      ],
      products: [{ ...file.products[0], imageSrc: 'pics/card.png', imageAlt: 'A card' }],
      surprise: true,
    };
    const res = await as({ method: 'POST', url: URL, payload: broken });
    expect(res.statusCode).toBe(400);
    const problems: string[] = res.json().problems;
    for (const path of ['discountCodes[1].discountType', 'products[0].imageSrc'])
      expect(
        problems.some((p) => p.startsWith(path)),
        `${path} in ${problems.join('\n')}`,
      ).toBe(true);
    const rules = await as({
      method: 'POST',
      url: URL,
      payload: { ...file, discountCodes: [{ ...file.discountCodes[0], amount: 150 }], surprise: true },
    });
    expect(rules.json().problems.join('\n')).toMatch(/discountCodes\[0\]\.amount|unknown field "surprise"/);
    expect((await codesOf(store.id))[0]).toMatchObject({ value: 1000 });
    expect(await auditActions(t.db, store.id)).not.toContain('store-file.imported');
  });

  it('refuses another store’s file and a file that is not JSON', async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const fileOfB = (await b.as({ method: 'GET', url: URL })).json();
    const res = await a.as({ method: 'POST', url: URL, payload: fileOfB });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      `slug: the file is for store "${b.store.slug}", not this store ("${a.store.slug}")`,
    ]);
    const notJson = await a.as({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"slug": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db, withCodes);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    for (const options of [
      { method: 'GET' as const, url: URL },
      { method: 'POST' as const, url: URL, payload: {} },
      { method: 'POST' as const, url: `${URL}/check`, payload: {} },
    ])
      expect((await t.app.inject(asStaff(store, cookie, options))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, { method: 'GET', url: URL }))).statusCode).toBe(401);
  });
});
