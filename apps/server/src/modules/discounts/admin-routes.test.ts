import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, discountCodes } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { buildPayload, confirm, createIntent, validate } from '../../../test/checkout.ts';
import { hostOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ HOLD_TIMEOUT_MINUTES: '30' });
});
afterAll(() => t?.close());

const URL = '/api/admin/discount-codes';
const spring = {
  code: 'spring10',
  discountType: 'PERCENT',
  amount: 10,
  usageLimit: 5,
  validFrom: '2020-01-01T00:00:00Z',
  validUntil: '2999-01-01T00:00:00Z',
};
const codesOf = (storeId: string) => t.db.select().from(discountCodes).where(eq(discountCodes.storeId, storeId));

describe('POST /api/admin/discount-codes', () => {
  it('creates a code, upper-cased, audited, and the storefront offers it at once', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as({ method: 'POST', url: URL, payload: spring });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'SPRING10',
      status: 'Active',
      amount: 10,
      uses: 0,
      held: 0,
      remaining: 5,
      validUntil: '2999-01-01T00:00:00.000Z',
    });
    const offered = await t.app.inject({
      url: '/api/Payment/GetActiveDiscountCode/spring10',
      headers: hostOf(store.slug),
    });
    expect(offered.json()).toMatchObject({ code: 'SPRING10', status: 'Active', amount: 10 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'discount-code.created')));
    expect(entry).toMatchObject({
      targetLabel: 'SPRING10',
      before: null,
      after: { code: 'SPRING10', amount: 10, usageLimit: 5 },
    });
  });

  it('keeps a fixed amount in the store currency’s minor units', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: URL,
      payload: { code: 'FIVER', discountType: 'FixedAmount', amount: 5.5 },
    });
    expect(res.json()).toMatchObject({ amount: 5.5, remaining: null });
    expect((await codesOf(store.id))[0]).toMatchObject({ value: 550 });
  });

  it('names every problem by its path and writes nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      discountCodes: [{ code: 'TAKEN', discountType: 'PERCENT', amount: 5 }],
    });
    for (const [payload, paths] of [
      [{ ...spring, amount: 150 }, ['body.amount']],
      [{ ...spring, validFrom: '2999-02-01T00:00:00Z' }, ['body.validUntil']],
      [
        { ...spring, code: '', minimumQuantity: -1, usageLimit: 0 },
        ['body.code', 'body.minimumQuantity', 'body.usageLimit'],
      ],
      [{ ...spring, discountType: 'HALF' }, ['body.discountType']],
      [{ ...spring, extra: true }, ['body']],
      [{ code: 'FIX', discountType: 'FixedAmount', amount: 5.555 }, ['body.amount: at most 2 decimal places']],
      [{ ...spring, code: 'taken' }, ['body.code: the store already has the code TAKEN']],
    ] as const) {
      const res = await as({ method: 'POST', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const path of paths) expect(res.json().message).toContain(path);
    }
    expect(await codesOf(store.id)).toHaveLength(1);
    expect(await auditActions(t.db, store.id)).not.toContain('discount-code.created');
  });
});

describe('PATCH /api/admin/discount-codes/{id}', () => {
  it('edits and deactivates, audited with before and after; checkout refuses the inactive code', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { id } = (await as({ method: 'POST', url: URL, payload: spring })).json();
    const edited = await as({
      method: 'PATCH',
      url: `${URL}/${id}`,
      payload: { amount: 12.5, description: 'Spring sale' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 12.5, description: 'Spring sale', usageLimit: 5 });
    expect((await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { status: 'Inactive' } })).json().status).toBe(
      'Inactive',
    );
    const offered = await t.app.inject({
      url: '/api/Payment/GetActiveDiscountCode/SPRING10',
      headers: hostOf(store.slug),
    });
    expect(offered.json().status).toBe('Inactive');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.storeId, store.id)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['discount-code.changed', 'discount-code.deactivated']),
    );
    expect(entries.find((e) => e.action === 'discount-code.changed')).toMatchObject({
      before: { amount: 10, description: null },
      after: { amount: 12.5, description: 'Spring sale' },
    });

    // Activated again: checkout takes it, and the log says so in its own words.
    const again = await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { status: 'Active' } });
    expect(again.json().status).toBe('Active');
    expect(
      (await t.app.inject({ url: '/api/Payment/GetActiveDiscountCode/SPRING10', headers: hostOf(store.slug) })).json()
        .status,
    ).toBe('Active');
    const last = (await t.db.select().from(auditLog).where(eq(auditLog.storeId, store.id)).orderBy(auditLog.id)).at(-1);
    expect(last).toMatchObject({
      action: 'discount-code.activated',
      before: { status: 'Inactive' },
      after: { status: 'Active' },
    });
  });

  it('checks an edit against the stored code: from before until, a limit not below the uses', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { id } = (await as({ method: 'POST', url: URL, payload: spring })).json();
    await t.db.update(discountCodes).set({ timesUsed: 3 }).where(eq(discountCodes.id, id));
    const late = await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { validFrom: '3000-01-01T00:00:00Z' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('body.validUntil: must be after validFrom');
    const low = await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { usageLimit: 2 } });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toContain('body.usageLimit: cannot be below the 3 times');
    expect((await as({ method: 'PATCH', url: `${URL}/${id}`, payload: {} })).statusCode).toBe(400);
    expect(
      (await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { discountType: 'FixedAmount', amount: 1000 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as({ method: 'PATCH', url: `${URL}/${id}`, payload: { discountType: 'PERCENT' } })).json().message,
    ).toContain('body.amount: a percentage cannot exceed 100');
    expect((await codesOf(store.id))[0]).toMatchObject({
      discountType: 'FixedAmount',
      value: 100000,
      usageLimit: 5,
      timesUsed: 3,
    });
  });

  it('answers 404 for another store’s code and 400 for a bad id', async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { id } = (await a.as({ method: 'POST', url: URL, payload: spring })).json();
    expect((await b.as({ method: 'PATCH', url: `${URL}/${id}`, payload: { status: 'Inactive' } })).statusCode).toBe(
      404,
    );
    expect(
      (await b.as({ method: 'PATCH', url: `${URL}/nope`, payload: { status: 'Inactive' } })).json().message,
    ).toContain('params.id');
  });
});

describe('GET /api/admin/discount-codes', () => {
  it('counts paid uses and the uses checkouts hold', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'POST', url: URL, payload: { ...spring, code: 'HALF', amount: 50 } });
    const draft = await buildPayload(t, store.slug, [{ slug: 'classic', denominationId: 'd50' }], {
      discountCodes: ['HALF'],
    });
    const paid = await createIntent(t, store.slug, draft.totals.total);
    expect((await validate(t, store.slug, { ...draft, paymentIntentId: paid.paymentIntentId })).statusCode).toBe(200);
    expect((await confirm(t, store.slug, paid)).statusCode).toBe(200);
    const waiting = await createIntent(t, store.slug, draft.totals.total);
    expect((await validate(t, store.slug, { ...draft, paymentIntentId: waiting.paymentIntentId })).statusCode).toBe(
      200,
    );
    const res = await as({ method: 'GET', url: URL });
    expect(res.json()).toMatchObject({
      currency: 'USD',
      discountCodes: [{ code: 'HALF', uses: 1, held: 1, remaining: 3 }],
    });
  });

  it('lets staff look but not edit; refuses no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db, {
      discountCodes: [{ code: 'SEEN', discountType: 'PERCENT', amount: 5 }],
    });
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const [row] = await codesOf(store.id);
    expect((await t.app.inject(asStaff(store, cookie, { method: 'GET', url: URL }))).json().discountCodes).toHaveLength(
      1,
    );
    expect((await t.app.inject(asStaff(store, cookie, { method: 'POST', url: URL, payload: spring }))).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject(
          asStaff(store, cookie, { method: 'PATCH', url: `${URL}/${row!.id}`, payload: { status: 'Inactive' } }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect(
      (
        await t.app.inject(
          asStaff(store, other.cookie, { method: 'PATCH', url: `${URL}/${row!.id}`, payload: { status: 'Inactive' } }),
        )
      ).statusCode,
    ).toBe(401);
    expect((await codesOf(store.id))[0]).toMatchObject({ status: 'Active' });
  });
});
