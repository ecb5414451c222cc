import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductList } from '@giftfront/domain/admin/products';
import type { Product } from '@giftfront/domain/product';
import { checkoutStoreFile } from '../../../test/checkout-store.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';

// Decision 0165 carried to designs' names, the store's name, shipping options' and fees' names (0250): saved by
// owners, refused outside the store's further languages, read by shoppers in their language, else
// in the default's, and kept by the store file.
let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
}, 180_000);
afterAll(() => t?.close());

const FRENCH_STORE = { name: 'Cadeaux Acme', shippingOptions: { post: 'La Poste' }, fees: { svc: 'Frais de service' } };

async function translatedStore() {
  const { shippingOptions, products, fees } = checkoutStoreFile();
  return ownerSession(t.app, t.db, {
    company: { name: 'Acme Gifts' },
    defaultLanguage: 'en',
    languages: ['fr', 'de'],
    shippingOptions,
    shouldChargeFees: true,
    fees,
    products,
  });
}

const storeSettingsIn = async (host: string, language: string) =>
  (
    await t.app.inject({ url: '/api/Store/StoreSettings', headers: { host, cookie: `giftfront_lang=${language}` } })
  ).json() as {
    company: { name: string };
    shippingOptions: { id: string; name: string }[];
    fees: { id: string; name: string }[];
  };

describe("the store's name, shipping options and fees in its languages", () => {
  it('an owner saves them; a French shopper reads them in French, a German one (none given) in the default', async () => {
    const { store, as } = await translatedStore();
    const res = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: {
        translations: { fr: FRENCH_STORE, de: { name: '  ', shippingOptions: { post: '' }, fees: { svc: ' ' } } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // What was left empty is not kept: it falls back.
    expect((res.json() as { settings: { translations: unknown } }).settings.translations).toEqual({ fr: FRENCH_STORE });

    const french = await storeSettingsIn(store.host, 'fr');
    expect(french.company.name).toBe('Cadeaux Acme');
    expect(french.shippingOptions.map((o) => o.name)).toEqual(['La Poste', 'UK Post']);
    expect(french.fees.map((fee) => fee.name)).toEqual(['Frais de service', 'Handling']);
    expect(french).not.toHaveProperty('translations');
    const german = await storeSettingsIn(store.host, 'de');
    expect(german.company.name).toBe('Acme Gifts');
    expect(german.shippingOptions.map((o) => o.name)).toEqual(['Royal Post', 'UK Post']);
    expect(german.fees.map((fee) => fee.name)).toEqual(['Service fee', 'Handling']);
  });

  it("refuses a fee's name too long in a sentence", async () => {
    const { as } = await translatedStore();
    const res = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { translations: { fr: { fees: { svc: 'x'.repeat(201) } } } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Keep a fee's name to 200 characters or fewer.");
  });

  it('refuses a language the store does not offer, or its default, in a sentence, and writes nothing', async () => {
    const { as } = await translatedStore();
    const spanish = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { translations: { es: { name: 'Regalos Acme' } } },
    });
    expect(spanish.statusCode).toBe(400);
    expect(JSON.stringify(spanish.json())).toContain('The store does not offer Español');
    const english = await as({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { translations: { en: { name: 'Acme' } } },
    });
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json())).toContain("English is the store's default language");
    const view = (await as({ url: '/api/admin/settings' })).json() as { settings: { translations: object } };
    expect(view.settings.translations).toEqual({});
  });
});

describe("a design's name in the store's languages", () => {
  it('an owner saves a French design name; French shoppers read it, German ones the default', async () => {
    const { store, as } = await translatedStore();
    const { products } = (await as({ url: '/api/admin/products' })).json() as AdminProductList;
    const classic = products.find((p) => p.slug === 'classic')!;
    const res = await as({
      method: 'PATCH',
      url: `/api/admin/products/${classic.id}`,
      payload: { translations: { fr: { designs: { gold: 'Doré', other: ' ' } } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ translations: { fr: { designs: { gold: 'Doré' } } } });
    const designIn = async (language: string) =>
      (
        (
          await t.app.inject({ url: `/api/Store/Products?lang=${language}`, headers: { host: store.host } })
        ).json() as Product[]
      ).find((p) => p.slug === 'classic')!.images[0]!.name;
    expect(await designIn('fr')).toBe('Doré');
    expect(await designIn('de')).toBe('Gold');
  });
});

describe('the store file', () => {
  it("round-trips the store's translations and the designs' names", async () => {
    const { as } = await translatedStore();
    const { products } = (await as({ url: '/api/admin/products' })).json() as AdminProductList;
    const classic = products.find((p) => p.slug === 'classic')!;
    await as({
      method: 'PATCH',
      url: `/api/admin/products/${classic.id}`,
      payload: { translations: { fr: { designs: { gold: 'Doré' } } } },
    });
    await as({ method: 'PATCH', url: '/api/admin/settings', payload: { translations: { fr: FRENCH_STORE } } });
    const exported = (await as({ url: '/api/admin/store-file' })).json() as {
      slug: string;
      translations?: unknown;
      products: { slug: string; translations?: unknown }[];
    };
    expect(exported.translations).toEqual({ fr: FRENCH_STORE });
    expect(exported.products.find((p) => p.slug === 'classic')?.translations).toEqual({
      fr: { designs: { gold: 'Doré' } },
    });

    const copy = await ownerSession(t.app, t.db, { languages: ['fr', 'de'] });
    const imported = await copy.as({
      method: 'POST',
      url: '/api/admin/store-file',
      payload: { ...exported, slug: copy.store.slug },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const again = (await copy.as({ url: '/api/admin/store-file' })).json() as typeof exported;
    expect(again.translations).toEqual({ fr: FRENCH_STORE });
    expect((await storeSettingsIn(copy.store.host, 'fr')).company.name).toBe('Cadeaux Acme');
  });

  it('refuses a file whose store translations name a language it does not offer', async () => {
    const copy = await ownerSession(t.app, t.db, { languages: ['fr'] });
    const exported = (await copy.as({ url: '/api/admin/store-file' })).json() as Record<string, unknown>;
    const res = await copy.as({
      method: 'POST',
      url: '/api/admin/store-file',
      payload: { ...exported, translations: { de: { name: 'Acme Geschenke' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The store does not offer Deutsch');
  });
});
