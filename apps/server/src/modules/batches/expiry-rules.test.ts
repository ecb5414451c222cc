import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, stores } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const patchSettings = (payload: object) => ({ method: 'PATCH' as const, url: '/api/admin/settings', payload });
const product = (overrides: object) => ({
  method: 'POST' as const,
  url: '/api/admin/products',
  payload: {
    slug: 'birthday',
    name: 'Birthday Card',
    type: 'GiftCard',
    description: '<p>For a birthday</p>',
    denominations: [{ id: 'd10', price: 10, label: '$10' }],
    ...overrides,
  },
});
const settingsOf = async (storeId: string) =>
  (await t.db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)))[0]!.settings as {
    expiryRule?: string;
    giftCardExpiry?: { months: number | null };
  };

describe('the store’s expiry rule (decision 0136)', () => {
  it('settings refuse a card expiry the chosen rule forbids, saying why, and keep the settings as they were', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const federal = await as(patchSettings({ expiryRule: 'us-federal', giftCardExpiry: { months: 24 } }));
    expect(federal.statusCode).toBe(400);
    expect(federal.body).toMatch(
      /not expire sooner than 5 years after it is issued or last loaded \(15 U\.S\.C\. 1693l-1\)/,
    );
    const california = await as(patchSettings({ expiryRule: 'california', giftCardExpiry: { months: 120 } }));
    expect(california.statusCode).toBe(400);
    expect(california.body).toMatch(/California Civil Code 1749\.5/);
    expect((await settingsOf(store.id)).expiryRule ?? 'none').toBe('none');

    expect((await as(patchSettings({ expiryRule: 'us-federal', giftCardExpiry: { months: 60 } }))).statusCode).toBe(
      200,
    );
    expect(await settingsOf(store.id)).toMatchObject({ expiryRule: 'us-federal', giftCardExpiry: { months: 60 } });
    // The rule is checked against the expiry already saved, too.
    expect((await as(patchSettings({ expiryRule: 'california' }))).statusCode).toBe(400);
    expect((await as(patchSettings({ expiryRule: 'moon' }))).statusCode).toBe(400);
  });

  it('the product editor refuses a money card valid for less than the rule allows; a voucher is not checked', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { expiryRule: 'us-federal' });
    const short = await as(product({ slug: 'one-year', validityMonths: 12 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 60 months or no expiry/);
    const slugs = async () =>
      (await t.db.select({ slug: products.slug }).from(products).where(eq(products.storeId, store.id))).map(
        (row) => row.slug,
      );
    expect(await slugs()).not.toContain('one-year');
    expect((await as(product({ slug: 'five-years', validityMonths: 60 }))).statusCode).toBe(201);
    expect(await slugs()).toContain('five-years');
    const voucher = await as(
      product({ slug: 'half-year-spa', name: 'Half-year spa', type: 'Voucher', validityMonths: 6 }),
    );
    expect(voucher.statusCode).toBe(201);
  });

  it('a store already selling in California cannot later set an expiry', async () => {
    const { as } = await ownerSession(t.app, t.db, { expiryRule: 'california' });
    const changed = await as(patchSettings({ giftCardExpiry: { months: 36 } }));
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toMatch(/may not expire/);
  });
});
