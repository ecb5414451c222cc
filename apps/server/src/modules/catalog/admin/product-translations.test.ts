import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductList } from '@giftfront/domain/admin/products';
import type { Product } from '@giftfront/domain/product';
import { auditLog, products } from '../../../db/schema/index.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn } from '../../../../test/admin.ts';
import type { TestApp } from '../../../../test/test-app.ts';

// The merchant's texts per language (decision 0165): saved by owners, refused for a language the
// store does not offer, and read by shoppers in their language, else in the default's.
let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/products';
const FRENCH = { name: 'Carte cadeau classique', description: '<p>À offrir sans hésiter</p>' };

async function translatedStore() {
  const session = await ownerSession(t.app, t.db, { defaultLanguage: 'en', languages: ['fr', 'de'] });
  const { products: list } = (await session.as({ url: URL })).json() as AdminProductList;
  const classic = list.find((p) => p.slug === 'classic')!;
  return { ...session, classic };
}

const shopperProduct = async (store: { host: string }, headers: Record<string, string>) =>
  (
    (await t.app.inject({ url: '/api/Store/Products', headers: { host: store.host, ...headers } })).json() as Product[]
  ).find((p) => p.slug === 'classic')!;

describe("a product's texts in the store's languages", () => {
  it('an owner saves a French name and description: kept, sanitized and audited', async () => {
    const { store, as, classic } = await translatedStore();
    const res = await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { translations: { fr: { ...FRENCH, details: '<p onclick="x()">Détails</p>', terms: '' } } },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminProduct).translations).toEqual({ fr: { ...FRENCH, details: '<p>Détails</p>' } });
    const [entry] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'product.changed')));
    expect(entry?.after).toMatchObject({ translations: { fr: { name: FRENCH.name } } });
  });

  it('shoppers in French read the French texts; in German, with none given, the default language’s', async () => {
    const { store, as, classic } = await translatedStore();
    await as({ method: 'PATCH', url: `${URL}/${classic.id}`, payload: { translations: { fr: FRENCH } } });
    const inFrench = await shopperProduct(store, { cookie: 'giftfront_lang=fr' });
    expect(inFrench).toMatchObject({ name: FRENCH.name, description: FRENCH.description });
    expect(inFrench).not.toHaveProperty('translations');
    const inGerman = await shopperProduct(store, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(inGerman).toMatchObject({ name: 'Classic Gift Card', description: '' });
    const byId = await t.app.inject({
      url: `/api/Store/GetProductById/${classic.id}?lang=fr`,
      headers: { host: store.host },
    });
    expect(byId.json()).toMatchObject({ name: FRENCH.name });
  });

  it('falls back text by text: a French name alone keeps the default description and amount labels', async () => {
    const { store, as, classic } = await translatedStore();
    await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { translations: { fr: { name: 'Carte', description: '  ', denominations: { d50: 'Cinquante' } } } },
    });
    const product = await shopperProduct(store, { cookie: 'giftfront_lang=fr' });
    expect(product.name).toBe('Carte');
    expect(product.description).toBe('');
    expect(product.denominations.map((d) => d.label)).toEqual(['$25', 'Cinquante']);
  });

  it('refuses a language the store does not offer, or its default, in a sentence, and writes nothing', async () => {
    const { store, as, classic } = await translatedStore();
    const spanish = await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { translations: { es: { name: 'Tarjeta' } } },
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toContain('The store does not offer Español');
    const english = await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { translations: { en: { name: 'X' } } },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toContain("English is the store's default language");
    const unknown = await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { translations: { xx: { name: 'X' } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"xx" is not one of the storefront\'s languages');
    const [row] = await t.db
      .select({ translations: products.translations })
      .from(products)
      .where(eq(products.id, classic.id));
    expect(row?.translations).toEqual({});
    expect((await shopperProduct(store, { cookie: 'giftfront_lang=fr' })).name).toBe('Classic Gift Card');
  });

  it('keeps the texts of a language the store withdrew, and lets the product be saved whole as before', async () => {
    const { as, classic } = await translatedStore();
    await as({ method: 'PATCH', url: `${URL}/${classic.id}`, payload: { translations: { fr: FRENCH } } });
    expect((await as({ method: 'PATCH', url: '/api/admin/settings', payload: { languages: ['de'] } })).statusCode).toBe(
      200,
    );
    const product = (await as({ url: `${URL}/${classic.id}` })).json() as AdminProduct;
    const {
      id: _id,
      status: _s,
      position: _p,
      imageSrc: _i,
      imageAlt: _a,
      images: _im,
      quantitySold: _q,
      hasSales: _h,
      ...body
    } = product;
    const saved = await as({
      method: 'PATCH',
      url: `${URL}/${classic.id}`,
      payload: { ...body, name: 'Classic Card' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminProduct).translations).toEqual({ fr: FRENCH });
  });

  it('refuses staff (403), no session (401) and another store’s product (404)', async () => {
    const { store, classic } = await translatedStore();
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const patch = { method: 'PATCH' as const, url: `${URL}/${classic.id}`, payload: { translations: { fr: FRENCH } } };
    expect((await t.app.inject(asStaff(store, staffCookie, patch))).statusCode).toBe(403);
    expect((await t.app.inject({ ...patch, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db, { languages: ['fr'] });
    expect((await other.as(patch)).statusCode).toBe(404);
    expect((await shopperProduct(store, { cookie: 'giftfront_lang=fr' })).name).toBe('Classic Gift Card');
  });
});

describe("the store's page texts in its languages", () => {
  it('an owner saves French page texts; shoppers in French read them, in German the default’s', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      languages: ['fr', 'de'],
      pageText: { product: { delivery: 'Sent by email at once', redeem: 'Use it in store' } },
    });
    const res = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { pageTextTranslations: { fr: { product: { delivery: 'Envoyée par e-mail aussitôt', redeem: '' } } } },
    });
    expect(res.statusCode).toBe(200);
    const settingsIn = async (language: string) =>
      (
        await t.app.inject({
          url: '/api/Store/StoreSettings',
          headers: { host: store.host, cookie: `giftfront_lang=${language}` },
        })
      ).json() as { pageText: { product: Record<string, string> } };
    const french = await settingsIn('fr');
    expect(french.pageText.product).toEqual({ delivery: 'Envoyée par e-mail aussitôt', redeem: 'Use it in store' });
    expect(french).not.toHaveProperty('pageTextTranslations');
    expect((await settingsIn('de')).pageText.product.delivery).toBe('Sent by email at once');
  });

  it('refuses page texts in a language the store does not offer, and writes nothing', async () => {
    const { as } = await ownerSession(t.app, t.db, { languages: ['fr'] });
    const res = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { pageTextTranslations: { ar: { product: { delivery: 'بالبريد' } } } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The store does not offer العربية');
    const view = (await as({ url: '/api/admin/settings' })).json() as { settings: { pageTextTranslations: object } };
    expect(view.settings.pageTextTranslations).toEqual({});
  });
});

describe('the store file', () => {
  it('round-trips the translations of products and page texts', async () => {
    const { as, classic } = await translatedStore();
    await as({ method: 'PATCH', url: `${URL}/${classic.id}`, payload: { translations: { fr: FRENCH } } });
    await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { pageTextTranslations: { de: { product: { delivery: 'Sofort per E-Mail' } } } },
    });
    const exported = (await as({ url: '/api/admin/store-file' })).json() as {
      slug: string;
      pageTextTranslations: unknown;
      products: { slug: string; translations?: unknown }[];
    };
    expect(exported.products.find((p) => p.slug === 'classic')?.translations).toEqual({ fr: FRENCH });
    expect(exported.pageTextTranslations).toEqual({ de: { product: { delivery: 'Sofort per E-Mail' } } });
    expect(exported.products.find((p) => p.slug === 'spa-day')).not.toHaveProperty('translations');

    const copy = await ownerSession(t.app, t.db, { languages: ['fr', 'de'] });
    const file = { ...exported, slug: copy.store.slug };
    const imported = await copy.as({ method: 'POST', url: '/api/admin/store-file', payload: file });
    expect(imported.statusCode, imported.body).toBe(200);
    const again = (await copy.as({ url: '/api/admin/store-file' })).json() as typeof exported;
    expect(again.products.find((p) => p.slug === 'classic')?.translations).toEqual({ fr: FRENCH });
    expect(again.pageTextTranslations).toEqual(exported.pageTextTranslations);
  });
});
