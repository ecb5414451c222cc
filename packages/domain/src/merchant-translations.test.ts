import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from './branding.ts';
import {
  compactProductTranslations,
  compactStoreTranslations,
  localizeStore,
  storeTranslationsSchema,
  translatedStoreText,
  localizeProduct,
  localizeTexts,
  productTranslationsSchema,
  sameTexts,
  translatedProductText,
  translationLanguageProblems,
  translationLanguages,
} from './merchant-translations.ts';
import { storeFileSchema } from './store-file.ts';

const product = {
  name: 'Classic Gift Card',
  description: '<p>For anyone</p>',
  details: '<p>Any shop</p>',
  terms: '<p>No cash</p>',
  denominations: [
    { id: 'd25', label: '$25', price: 25 },
    { id: 'd50', label: '$50', price: 50 },
  ],
};

describe("the merchant's texts per language (decision 0165)", () => {
  it("takes only the storefront's languages as keys, in a sentence", () => {
    const parsed = productTranslationsSchema.safeParse({ fr: { name: 'Carte' }, klingon: { name: 'X' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['klingon'],
      message: expect.stringContaining('"klingon" is not one of the storefront\'s languages'),
    });
    expect(productTranslationsSchema.safeParse({ fr: { nom: 'Carte' } }).success).toBe(false);
  });

  it("accepts only the further languages the store offers, naming the others and the default's place", () => {
    const settings = { defaultLanguage: 'en', languages: ['fr', 'de'] } as const;
    expect(translationLanguages(settings)).toEqual(['fr', 'de']);
    expect(translationLanguageProblems({ fr: {}, de: {} }, settings)).toEqual([]);
    expect(translationLanguageProblems({ es: {}, en: {} }, settings)).toEqual([
      { path: ['es'], message: expect.stringContaining('The store does not offer Español') },
      { path: ['en'], message: expect.stringContaining("English is the store's default language") },
    ]);
  });

  it("gives the shopper's language where given, else the default language's, text by text", () => {
    const translations = { fr: { name: 'Carte cadeau', description: '  ', denominations: { d50: 'Cinquante' } } };
    const french = localizeProduct(product, translations, 'fr');
    expect(french).toMatchObject({ name: 'Carte cadeau', description: '<p>For anyone</p>', terms: '<p>No cash</p>' });
    expect(french.denominations.map((d) => d.label)).toEqual(['$25', 'Cinquante']);
    expect(french.denominations[1]).toMatchObject({ id: 'd50', price: 50 });
    expect(localizeProduct(product, translations, 'de')).toBe(product);
    expect(localizeProduct(product, null, 'fr')).toBe(product);
  });

  it('keeps only what was written', () => {
    expect(
      compactProductTranslations({
        fr: { name: ' ', description: '<p>Oui</p>', denominations: { d25: '' } },
        de: { name: '', terms: '' },
      }),
    ).toEqual({ fr: { description: '<p>Oui</p>' } });
  });

  it('lays page texts in the language over the default ones, keeping what the translation leaves empty', () => {
    const pageText = { product: { delivery: 'By email', redeem: 'In store' }, checkout: { payButton: 'Pay now' } };
    const translations = {
      fr: { product: { delivery: 'Par e-mail', redeem: '' }, cart: { empty: { title: 'Vide' } } },
    };
    expect(localizeTexts(pageText, translations, 'fr')).toEqual({
      product: { delivery: 'Par e-mail', redeem: 'In store' },
      checkout: { payButton: 'Pay now' },
      cart: { empty: { title: 'Vide' } },
    });
    expect(localizeTexts(pageText, translations, 'de')).toBe(pageText);
  });

  it("names a kept product text in the order's language, else as kept", () => {
    const translations = { fr: { name: 'Carte', denominations: { d25: 'Vingt-cinq' } } };
    expect(translatedProductText(translations, 'fr', { field: 'name' }, 'Card')).toBe('Carte');
    expect(translatedProductText(translations, 'fr', { denominationId: 'd25' }, '$25')).toBe('Vingt-cinq');
    expect(translatedProductText(translations, 'fr', { field: 'details' }, 'Kept')).toBe('Kept');
    expect(translatedProductText(translations, null, { field: 'name' }, 'Card')).toBe('Card');
  });

  it('compares translations whatever the order of their keys', () => {
    expect(sameTexts({ fr: { name: 'A', terms: 'B' } }, { fr: { terms: 'B', name: 'A' } })).toBe(true);
    expect(sameTexts({ fr: { name: 'A' } }, { fr: { name: 'B' } })).toBe(false);
  });

  it('a store file refuses translations in a language its store does not offer', () => {
    const file = {
      slug: 'cafe',
      company: { name: 'Café' },
      languages: ['fr'],
      pageTextTranslations: { de: { product: { delivery: 'Per E-Mail' } } },
      products: [
        {
          slug: 'card',
          name: 'Card',
          type: 'GiftCard',
          translations: { fr: { name: 'Carte' }, es: { name: 'Tarjeta' } },
        },
      ],
    };
    const parsed = storeFileSchema.safeParse(file);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'pageTextTranslations.de',
      'products.0.translations.es',
    ]);
    expect(storeSettingsSchema.parse({ company: { name: 'Café' } }).pageTextTranslations).toEqual({});
  });
});

describe("the store's own names and designs' names per language", () => {
  const settings = {
    company: { name: 'Acme Gifts', supportUrl: null },
    shippingOptions: [
      { id: 'post', name: 'Royal Post', price: 4.95 },
      { id: 'collect', name: 'Collect', price: 0 },
    ],
    fees: [],
  };
  const translations = { fr: { name: 'Cadeaux Acme', shippingOptions: { post: 'La Poste', collect: ' ' } } };

  it("gives a logo whose alt text is the store's name the translated name, and keeps any other alt text", () => {
    const withLogo = (alt: string) => ({
      ...settings,
      company: { ...settings.company, logo: { src: '/logo.png', alt } },
    });
    expect(localizeStore(withLogo('Acme Gifts'), translations, 'fr').company.logo?.alt).toBe('Cadeaux Acme');
    expect(localizeStore(withLogo('A red fox'), translations, 'fr').company.logo?.alt).toBe('A red fox');
  });

  it("gives the store's name and shipping options in the shopper's language, each else the default's", () => {
    const french = localizeStore(settings, translations, 'fr');
    expect(french.company).toEqual({ name: 'Cadeaux Acme', supportUrl: null });
    expect(french.shippingOptions).toEqual([
      { id: 'post', name: 'La Poste', price: 4.95 },
      { id: 'collect', name: 'Collect', price: 0 },
    ]);
    expect(localizeStore(settings, translations, 'de')).toBe(settings);
    expect(translatedStoreText(translations, 'fr', { shippingOptionId: 'post' }, 'Royal Post')).toBe('La Poste');
    expect(translatedStoreText(translations, 'fr', { shippingOptionId: null }, 'Royal Post')).toBe('Royal Post');
    expect(translatedStoreText(translations, 'de', 'name', 'Acme Gifts')).toBe('Acme Gifts');
  });

  it("gives the fees' names in the shopper's language, each else the default's (decision 0250)", () => {
    const withFees = {
      ...settings,
      fees: [
        { id: 'service', name: 'Service fee', feeType: 'Percent', amount: 2 },
        { id: 'card', name: 'Card fee', feeType: 'FixedAmount', amount: 0.5 },
      ],
    };
    const given = { fr: { fees: { service: 'Frais de service', card: '' } } };
    expect(localizeStore(withFees, given, 'fr').fees).toEqual([
      { id: 'service', name: 'Frais de service', feeType: 'Percent', amount: 2 },
      { id: 'card', name: 'Card fee', feeType: 'FixedAmount', amount: 0.5 },
    ]);
    expect(translatedStoreText(given, 'fr', { feeId: 'service' }, 'Service fee')).toBe('Frais de service');
    expect(translatedStoreText(given, 'fr', { feeId: 'card' }, 'Card fee')).toBe('Card fee');
    expect(translatedStoreText(given, 'de', { feeId: 'service' }, 'Service fee')).toBe('Service fee');
    expect(compactStoreTranslations({ fr: { fees: { service: 'Frais', card: ' ' } } })).toEqual({
      fr: { fees: { service: 'Frais' } },
    });
    expect(storeTranslationsSchema.safeParse({ fr: { fees: { service: 'x'.repeat(201) } } }).success).toBe(false);
  });

  it("keeps only the names written, and takes only the storefront's languages", () => {
    expect(
      compactStoreTranslations({ fr: { name: ' ', shippingOptions: { post: '' } }, de: { name: 'Acme' } }),
    ).toEqual({
      de: { name: 'Acme' },
    });
    expect(storeTranslationsSchema.safeParse({ fr: { nom: 'X' } }).success).toBe(false);
    expect(storeTranslationsSchema.safeParse({ xx: { name: 'X' } }).success).toBe(false);
  });

  it("names a design in the shopper's language, else its own", () => {
    const withDesigns = {
      ...product,
      images: [
        { id: 'gold', name: 'Gold' },
        { id: 'teal', name: 'Teal' },
      ],
    };
    const french = localizeProduct(withDesigns, { fr: { designs: { gold: 'Doré', teal: '' } } }, 'fr');
    expect(french.images.map((image) => image.name)).toEqual(['Doré', 'Teal']);
    expect(translatedProductText({ fr: { designs: { gold: 'Doré' } } }, 'fr', { designId: 'gold' }, 'Gold')).toBe(
      'Doré',
    );
    expect(compactProductTranslations({ fr: { designs: { gold: ' ' } } })).toEqual({});
  });
});
