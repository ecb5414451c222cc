import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { findStoredSettings } from './settings-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/settings';
const taxed = { taxClasses: [{ id: 'vat', name: 'VAT', rate: 20 }] };

describe('GET/PATCH /api/admin/settings', () => {
  it('an owner reads the settings and changes some, the rest kept, audited with before and after', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      branding: { primaryColor: '#112233' },
      customEmbedScript: '<script>1</script>',
    });
    const read = await as({ method: 'GET', url: URL });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      currencyLocked: false,
      settings: {
        company: { name: 'Test Gifts' },
        branding: { primaryColor: '#112233' },
        currencyCode: 'USD',
        giftCardExpiry: { months: null },
        customEmbedScript: '<script>1</script>',
      },
    });

    const res = await as({
      method: 'PATCH',
      url: URL,
      payload: { branding: { primaryColor: '#abcdef' }, giftCardExpiry: { months: 24 }, timeZone: 'Europe/London' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      branding: { primaryColor: '#abcdef' },
      giftCardExpiry: { months: 24 },
      timeZone: 'Europe/London',
      company: { name: 'Test Gifts' },
    });
    const stored = await findStoredSettings(t.db, store.id);
    expect(stored?.settings).toMatchObject({
      branding: { primaryColor: '#abcdef' },
      giftCardExpiry: { months: 24 },
      payment: { provider: 'sandbox' },
    });
    expect(stored?.customEmbedScript).toBe('<script>1</script>');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'settings.changed')));
    expect(entry?.before).toEqual({
      branding: { primaryColor: '#112233' },
      giftCardExpiry: { months: null },
      timeZone: 'UTC',
    });
    expect(entry?.after).toEqual({
      branding: { primaryColor: '#abcdef' },
      giftCardExpiry: { months: 24 },
      timeZone: 'Europe/London',
    });
  });

  it('the storefront serves the new colour at once on this instance', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { branding: { primaryColor: '#112233' } });
    await t.app.inject({ url: '/api/Store/StoreSettings', headers: { host: store.host } });
    await as({ method: 'PATCH', url: URL, payload: { branding: { primaryColor: '#0f766e' } } });
    const served = await t.app.inject({ url: '/api/Store/StoreSettings', headers: { host: store.host } });
    expect(served.json().branding.primaryColor).toBe('#0f766e');
  });

  it('bad input: 400 naming every problem by its path, nothing written', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const before = await findStoredSettings(t.db, store.id);
    const res = await as({
      method: 'PATCH',
      url: URL,
      payload: {
        company: { name: '', privacyUrl: 'javascript:alert(1)' },
        branding: { primaryColor: 'teal' },
        fees: [
          { id: 'svc', name: 'Service', feeType: 'Percent', amount: 150 },
          { id: 'svc', name: 'Again', feeType: 'FixedAmount', amount: -1 },
        ],
        taxClasses: [{ id: 'vat', name: 'VAT', rate: 101 }],
        shippingOptions: [
          { id: 'post', name: 'Post', price: -2, deliveryMethod: 'Postal', showForCountryCodes: ['GBR'] },
          { id: 'post', name: 'Post 2', price: 1, deliveryMethod: 'Postal' },
        ],
        giftCardExpiry: { months: 0 },
        timeZone: 'Mars/Olympus',
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().problems as { path: string }[]).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'company.name',
        'company.privacyUrl',
        'branding.primaryColor',
        'fees[0].amount',
        'fees[1].id',
        'fees[1].amount',
        'taxClasses[0].rate',
        'shippingOptions[0].price',
        'shippingOptions[0].showForCountryCodes[0]',
        'shippingOptions[1].id',
        'giftCardExpiry.months',
        'timeZone',
      ]),
    );
    expect(res.json().message).toContain('fees[0].amount: a percentage cannot exceed 100');
    expect(await findStoredSettings(t.db, store.id)).toEqual(before);
    expect(await auditActions(t.db, store.id)).not.toContain('settings.changed');
  });

  it('refuses an unknown setting and an empty change', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const payload of [{ payment: { provider: 'stripe' } }, {}]) {
      const res = await as({ method: 'PATCH', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain('body');
    }
  });

  it('locks the currency once the store has an order', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    expect((await as({ method: 'PATCH', url: URL, payload: { currencyCode: 'EUR' } })).statusCode).toBe(200);
    expect((await as({ method: 'PATCH', url: URL, payload: { currencyCode: 'usd' } })).statusCode).toBe(200);
    await placeOrder(t, store, [{ slug: 'classic', denominationId: 'd25' }]);
    expect((await as({ method: 'GET', url: URL })).json().currencyLocked).toBe(true);
    const res = await as({ method: 'PATCH', url: URL, payload: { currencyCode: 'GBP' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      { path: 'currencyCode', message: expect.stringContaining('cannot change once the store has orders') },
    ]);
    expect((await findStoredSettings(t.db, store.id))?.settings.currencyCode).toBe('USD');
  });

  it('refuses to remove a tax class products use, naming the products', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      ...taxed,
      products: [
        {
          slug: 'classic',
          name: 'Classic Gift Card',
          type: 'GiftCard',
          taxClassId: 'vat',
          denominations: [{ id: 'd25', price: 25, label: '$25' }],
        },
      ],
    });
    const res = await as({ method: 'PATCH', url: URL, payload: { taxClasses: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('taxClasses: tax class "vat" is used by "Classic Gift Card"');
    expect((await findStoredSettings(t.db, store.id))?.settings.taxClasses).toEqual(taxed.taxClasses);
    expect(
      (await as({ method: 'PATCH', url: URL, payload: { taxClasses: [{ id: 'vat', name: 'Sales tax', rate: 8 }] } }))
        .statusCode,
    ).toBe(200);
  });

  it('issues new cards with the expiry policy, counted from the purchase day in the store’s time zone', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'PATCH', url: URL, payload: { giftCardExpiry: { months: 12 }, timeZone: 'Pacific/Auckland' } });
    const { cards } = await placeOrder(t, store, [{ slug: 'classic', denominationId: 'd25' }]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    const expected = rest === '-02-29' ? `${year + 1}-02-28` : `${year + 1}${rest}`;
    expect(cards.map((card) => card.expiresOn)).toEqual([expected]);
  });

  it('shows staff the settings without the embed script and refuses them a change (403); no session 401; another store’s session 401', async () => {
    const store = await createAdminStore(t.db, { customEmbedScript: '<script>secret()</script>' });
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const read = await t.app.inject(asStaff(store, staffCookie, { method: 'GET', url: URL }));
    expect(read.statusCode).toBe(200);
    expect(read.json().settings.customEmbedScript).toBeNull();
    const patch = { method: 'PATCH' as const, url: URL, payload: { company: { name: 'Taken over' } } };
    expect((await t.app.inject(asStaff(store, staffCookie, patch))).statusCode).toBe(403);
    expect((await t.app.inject({ ...patch, headers: store.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, patch))).statusCode).toBe(401);
    expect((await findStoredSettings(t.db, store.id))?.settings.company.name).toBe('Test Gifts');
  });
});

describe('footer links stored before links were checked', () => {
  it('are served to shoppers and owners as unset, never as a broken answer', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      company: { name: 'Old Shop', privacyUrl: 'https://old.example/privacy' },
    });
    await t.db.execute(
      sql`update stores set settings = jsonb_set(settings, '{company,termsUrl}', '"javascript:alert(1)"') where id = ${store.id}`,
    );
    t.app.invalidateStoreCache(store.slug);
    const served = await t.app.inject({ url: '/api/Store/StoreSettings', headers: { host: store.host } });
    expect(served.statusCode).toBe(200);
    expect(served.json().company).toMatchObject({ privacyUrl: 'https://old.example/privacy', termsUrl: null });
    const read = await as({ method: 'GET', url: URL });
    expect(read.statusCode).toBe(200);
    expect(read.json().settings.company).toMatchObject({ privacyUrl: 'https://old.example/privacy', termsUrl: null });
  });
});
