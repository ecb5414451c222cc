import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn } from '../../../test/admin.ts';
import { buildPayload, createIntent, products, validate } from '../../../test/checkout.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Discount codes limited to chosen products (issue 25): the server prices the discount on their lines only. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerSession>>;
let spaId: string;
let classicId: string;
beforeAll(async () => {
  t = await createAdminTestApp({ HOLD_TIMEOUT_MINUTES: '30' });
  owner = await ownerSession(t.app, t.db);
  const catalog = await products(t, owner.store.slug);
  spaId = catalog.find((p) => p.slug === 'spa-day')!.id;
  classicId = catalog.find((p) => p.slug === 'classic')!.id;
});
afterAll(() => t.close());

const createCode = async (body: Record<string, unknown>) => {
  const res = await owner.as({ method: 'POST', url: '/api/admin/discount-codes', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

type Picks = Parameters<typeof buildPayload>[2];
const classic50 = { slug: 'classic', denominationId: 'd50' };
const spa80 = { slug: 'spa-day', denominationId: 'v1' };

type Payload = Awaited<ReturnType<typeof buildPayload>>;

async function validateWith(code: string, picks: Picks, change?: (payload: Payload) => void) {
  const slug = owner.store.slug;
  const draft = await buildPayload(t, slug, picks, { discountCodes: [code] });
  const intent = await createIntent(t, slug, draft.totals.total);
  const payload: Payload = { ...draft, paymentIntentId: intent.paymentIntentId };
  change?.(payload);
  return { draft, res: await validate(t, slug, payload) };
}

describe('a discount code limited to chosen products', () => {
  it('is saved with its products and offered to the storefront with them', async () => {
    const created = await createCode({ code: 'SPA25', discountType: 'PERCENT', amount: 25, productIds: [spaId] });
    expect(created.productIds).toEqual([spaId]);
    const lookup = await t.app.inject({
      url: '/api/Payment/GetActiveDiscountCode/spa25',
      headers: { host: owner.store.host },
    });
    expect(lookup.json()).toMatchObject({ code: 'SPA25', productIds: [spaId] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, owner.store.id), eq(auditLog.targetId, created.id)));
    // The audit log names the products, never their ids.
    expect(entry!.after).toMatchObject({ appliesTo: 'Spa Day' });
    expect(JSON.stringify(entry!.after)).not.toContain(spaId);
  });

  it('takes a percentage off those products’ lines only, and refuses a payload that discounts the whole cart', async () => {
    const { draft, res } = await validateWith('SPA25', [classic50, spa80]);
    expect(draft.totals).toMatchObject({ subtotal: 130, discount: 20, total: 110 });
    expect(res.statusCode, res.body).toBe(200);

    const whole = await validateWith('SPA25', [classic50, spa80], (payload) => {
      payload.totals = { ...payload.totals, discount: 32.5, total: 97.5 };
    });
    expect(whole.res.statusCode).toBe(400);
    expect(whole.res.json().message).toContain('Discount');
  });

  it('takes a fixed amount at most those products’ lines', async () => {
    await createCode({ code: 'SPA100OFF', discountType: 'FIXED_AMOUNT', amount: 100, productIds: [spaId] });
    const { draft, res } = await validateWith('SPA100OFF', [classic50, spa80]);
    expect(draft.totals).toMatchObject({ subtotal: 130, discount: 80, total: 50 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is refused with a sentence when none of its products is in the cart', async () => {
    const { res } = await validateWith('SPA25', [classic50]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The discount code SPA25 applies only to some products, and none of them is in your cart.',
    });
  });

  it('applies to every product again when its list is emptied', async () => {
    const code = await createCode({
      code: 'CLASSICONLY',
      discountType: 'PERCENT',
      amount: 10,
      productIds: [classicId],
    });
    const res = await owner.as({
      method: 'PATCH',
      url: `/api/admin/discount-codes/${code.id}`,
      payload: { productIds: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().productIds).toBeNull();
    const { draft, res: validated } = await validateWith('CLASSICONLY', [spa80]);
    expect(draft.totals.discount).toBe(8);
    expect(validated.statusCode, validated.body).toBe(200);
  });

  it('refuses products of another store or unknown ids with a sentence, and writes nothing', async () => {
    const other = await ownerSession(t.app, t.db);
    const otherSpa = (await products(t, other.store.slug)).find((p) => p.slug === 'spa-day')!.id;
    for (const productIds of [[otherSpa], ['not-a-product', spaId]]) {
      const res = await owner.as({
        method: 'POST',
        url: '/api/admin/discount-codes',
        payload: { code: 'ELSEWHERE', discountType: 'PERCENT', amount: 10, productIds },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('one of the chosen products is not in this store');
    }
    const list = (await owner.as({ method: 'GET', url: '/api/admin/discount-codes' })).json();
    expect(list.discountCodes.map((c: { code: string }) => c.code)).not.toContain('ELSEWHERE');
  });

  it('cannot be limited by staff (owners edit codes)', async () => {
    const staff = await createStaffUser(t.db, owner.store, { role: 'staff' });
    const cookie = await signIn(t.app, owner.store, staff.email);
    const res = await t.app.inject(
      asStaff(owner.store, cookie, {
        method: 'POST',
        url: '/api/admin/discount-codes',
        payload: { code: 'STAFFSPA', discountType: 'PERCENT', amount: 10, productIds: [spaId] },
      }),
    );
    expect(res.statusCode).toBe(403);
  });
});
