import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/Payment/GetActiveDiscountCode/{code}', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (
      await createStore(t.db, {
        discountCodes: [
          { code: 'Spring10', discountType: 'PERCENT', amount: 12.5, description: 'Spring sale', minimumQuantity: 2 },
          { code: 'FIVER', discountType: 'FixedAmount', amount: 5.5 },
          { code: 'LATER', discountType: 'PERCENT', amount: 10, validFrom: '2999-01-01T00:00:00Z' },
          { code: 'OLD', discountType: 'PERCENT', amount: 10, validUntil: '2020-01-01T00:00:00Z' },
          { code: 'PAUSED', discountType: 'PERCENT', amount: 10, status: 'Inactive' },
          { code: 'ONCE', discountType: 'PERCENT', amount: 10, usageLimit: 1 },
        ],
      })
    ).slug;
  });
  afterAll(() => t.close());

  const get = (code: string) =>
    t.app.inject({ url: `/api/Payment/GetActiveDiscountCode/${encodeURIComponent(code)}`, headers: hostOf(slug) });

  it('finds a code ignoring case, with a percentage as a number', async () => {
    const res = await get('spring10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'SPRING10',
      status: 'Active',
      discountType: 'PERCENT',
      amount: 12.5,
      description: 'Spring sale',
      minimumQuantity: 2,
    });
  });

  it('serves a fixed amount in the store currency as a decimal', async () => {
    expect((await get('fiver')).json()).toMatchObject({ discountType: 'FixedAmount', amount: 5.5, minimumQuantity: 0 });
  });

  it('marks codes not yet valid, expired, paused or used up as Inactive', async () => {
    await t.db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.code, 'ONCE'));
    for (const code of ['LATER', 'OLD', 'PAUSED', 'ONCE']) expect((await get(code)).json().status).toBe('Inactive');
  });

  it("answers 404 'Invalid promo code or gift card' for an unknown code", async () => {
    const res = await get('NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Invalid promo code or gift card' });
  });
});
