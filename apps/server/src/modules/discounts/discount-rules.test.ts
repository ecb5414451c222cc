import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayload, confirm, createIntent, validate } from '../../../test/checkout.ts';
import {
  asStaff,
  auditActions,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerSession>>;
beforeAll(async () => {
  t = await createAdminTestApp({ HOLD_TIMEOUT_MINUTES: '30' });
  owner = await ownerSession(t.app, t.db);
});
afterAll(() => t.close());

const createCode = async (body: Record<string, unknown>) => {
  const res = await owner.as({ method: 'POST', url: '/api/admin/discount-codes', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** A checkout of `quantity` $50 cards with the code, by `email`: its validation answer and how to pay it. */
async function checkout(code: string, { quantity = 1, email = 'ada@example.com' } = {}) {
  const slug = owner.store.slug;
  const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50', quantity }], {
    discountCodes: [code],
    customer: { email },
  });
  const intent = await createIntent(t, slug, draft.totals.total);
  const validation = await validate(t, slug, { ...draft, paymentIntentId: intent.paymentIntentId });
  return { validation, pay: () => confirm(t, slug, intent) };
}

describe('a minimum order amount', () => {
  it('refuses a smaller cart with a sentence naming both amounts, and takes one that reaches it', async () => {
    const created = await createCode({ code: 'MIN100', discountType: 'PERCENT', amount: 10, minimumOrderAmount: 100 });
    expect(created).toMatchObject({ minimumOrderAmount: 100, oncePerEmail: false, batch: null });
    const small = await checkout('MIN100');
    expect(small.validation.statusCode).toBe(400);
    expect(small.validation.json()).toEqual({
      success: false,
      message: 'The discount code MIN100 needs an order of at least $100.00; your cart comes to $50.00.',
    });
    expect((await checkout('MIN100', { quantity: 2 })).validation.statusCode).toBe(200);
  });

  it('is refused with a sentence when it has more decimals than the currency', async () => {
    const res = await owner.as({
      method: 'POST',
      url: '/api/admin/discount-codes',
      payload: { code: 'MINODD', discountType: 'PERCENT', amount: 10, minimumOrderAmount: 10.005 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 2 decimal places');
  });
});

describe('once per customer email', () => {
  it('lets an email use the code for one paid order; the same email in other case is refused, another email is not', async () => {
    await createCode({ code: 'WELCOME', discountType: 'PERCENT', amount: 20, oncePerEmail: true });
    const first = await checkout('WELCOME', { email: 'grace@example.com' });
    expect(first.validation.statusCode).toBe(200);
    expect((await first.pay()).statusCode).toBe(200);
    const again = await checkout('WELCOME', { email: 'Grace@Example.com' });
    expect(again.validation.statusCode).toBe(400);
    expect(again.validation.json().message).toBe(
      'The discount code WELCOME can be used once per customer, and Grace@Example.com has used it already.',
    );
    expect((await checkout('WELCOME', { email: 'alan@example.com' })).validation.statusCode).toBe(200);
  });

  it('of two checkouts validated before either paid, only the first payment keeps the discount', async () => {
    await createCode({ code: 'ONCEONLY', discountType: 'PERCENT', amount: 20, oncePerEmail: true });
    const a = await checkout('ONCEONLY', { email: 'ida@example.com' });
    const b = await checkout('ONCEONLY', { email: 'ida@example.com' });
    expect(a.validation.statusCode).toBe(200);
    expect(b.validation.statusCode).toBe(200);
    expect((await a.pay()).statusCode).toBe(200);
    const second = await b.pay();
    expect(second.statusCode).not.toBe(200);
    expect(second.body).toContain('can be used once per customer');
  });
});

describe('generating a batch of codes', () => {
  it('makes N unique codes with the same discount, one use each, and downloads them as CSV (audited)', async () => {
    const res = await owner.as({
      method: 'POST',
      url: '/api/admin/discount-codes/batch',
      payload: { batch: 'Spring newsletter', prefix: 'spring', count: 25, discountType: 'PERCENT', amount: 15 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { batch, codes } = res.json() as { batch: string; codes: string[] };
    expect(batch).toBe('Spring newsletter');
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^SPRING-[A-HJ-NP-Z2-9]{8}$/);

    const list = (await owner.as({ method: 'GET', url: '/api/admin/discount-codes' })).json();
    const inBatch = list.discountCodes.filter((c: { batch: string | null }) => c.batch === 'Spring newsletter');
    expect(inBatch).toHaveLength(25);
    expect(inBatch[0]).toMatchObject({ usageLimit: 1, amount: 15, status: 'Active' });
    // A generated code works at checkout.
    expect((await checkout(codes[0]!)).validation.statusCode).toBe(200);

    const again = await owner.as({
      method: 'POST',
      url: '/api/admin/discount-codes/batch',
      payload: { batch: 'Spring newsletter', prefix: 'spring', count: 2, discountType: 'PERCENT', amount: 15 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already a batch named Spring newsletter');

    const csv = await owner.as({
      method: 'GET',
      url: `/api/admin/discount-codes/batch.csv?batch=${encodeURIComponent('Spring newsletter')}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('discount-codes-Spring-newsletter.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Code,Discount,Minimum order,Uses allowed,Used,Valid until,Status');
    expect(lines).toHaveLength(26);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    const actions = await auditActions(t.db, owner.store.id);
    expect(actions).toContain('discount-code.batch-generated');
    expect(actions).toContain('discount-code.batch-exported');
  });

  it('refuses a count out of range with a sentence, an unknown batch with 404, and staff with 403', async () => {
    const zero = await owner.as({
      method: 'POST',
      url: '/api/admin/discount-codes/batch',
      payload: { batch: 'Empty', prefix: 'none', count: 0, discountType: 'PERCENT', amount: 15 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('make at least 1 code');
    const unknown = await owner.as({ method: 'GET', url: '/api/admin/discount-codes/batch.csv?batch=Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no batch named Nope.');

    const staff = await createStaffUser(t.db, owner.store, { role: 'staff' });
    const cookie = await signIn(t.app, owner.store, staff.email);
    const byStaff = await t.app.inject(
      asStaff(owner.store, cookie, {
        method: 'POST',
        url: '/api/admin/discount-codes/batch',
        payload: { batch: 'Staff', prefix: 'staff', count: 2, discountType: 'PERCENT', amount: 15 },
      }),
    );
    expect(byStaff.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/admin/discount-codes/batch.csv?batch=Spring',
      headers: owner.store.headers,
    });
    expect(stranger.statusCode).toBe(401);
  });
});
