import { z } from 'zod';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, offeredLanguages, type Language } from './languages.ts';
import { PRODUCT_NAME_MAX_LENGTH, productRichTextSchema } from './product-fields.ts';
import { DESIGN_NAME_MAX_LENGTH } from './design-name.ts';

/**
 * The merchant's own texts in the store's further languages (issue 29, decision 0165): a product's
 * name, description, details, terms, amount labels and designs' names, the store's page texts,
 * its name, its shipping options' names and its fees' names, each per language. A text left out (or empty) falls back to the store's default language, which is the
 * product's or the settings' own field. The store file, the dashboard's editors and the server's
 * routes all read them with these schemas.
 */

export const DENOMINATION_LABEL_MAX_LENGTH = 200;
export const STORE_NAME_MAX_LENGTH = 200;
export const SHIPPING_OPTION_NAME_MAX_LENGTH = 200;
export const FEE_NAME_MAX_LENGTH = 200;

/** Texts by an id of the thing they name (an amount, a design, a shipping option, a fee), each at most `max` long. */
const namesById = (max: number, what: string) =>
  z.record(z.string(), z.string().trim().max(max, `Keep ${what} to ${max} characters or fewer.`));

/** One language's texts of a product; every field optional (absent or empty: the default language's). */
export const productTranslationSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(PRODUCT_NAME_MAX_LENGTH, `Keep the name to ${PRODUCT_NAME_MAX_LENGTH} characters or fewer.`)
    .optional(),
  description: productRichTextSchema.optional(),
  details: productRichTextSchema.optional(),
  terms: productRichTextSchema.optional(),
  /** An amount's label, by the amount's id. */
  denominations: namesById(DENOMINATION_LABEL_MAX_LENGTH, 'a label').optional(),
  /** A design's name, by the design's id. */
  designs: namesById(DESIGN_NAME_MAX_LENGTH, "a design's name").optional(),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

/** The texts a product's translation may give, as the editor lists them. */
export const TRANSLATED_PRODUCT_TEXTS = ['name', 'description', 'details', 'terms'] as const;
export type TranslatedProductText = (typeof TRANSLATED_PRODUCT_TEXTS)[number];

const languageKeyMessage = (key: string) =>
  `"${key}" is not one of the storefront's languages: translations can be given in ${LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(', ')}.`;

/** Texts by language: only the storefront's languages are keys (which of them the store offers is checked with its settings). */
export function translationsSchema<T extends z.ZodType>(translation: T) {
  return z.record(z.string(), translation).superRefine((translations, ctx) => {
    for (const key of Object.keys(translations))
      if (!isLanguage(key)) ctx.addIssue({ code: 'custom', path: [key], message: languageKeyMessage(key) });
  }) as unknown as z.ZodType<Partial<Record<Language, z.output<T>>>, Partial<Record<Language, z.input<T>>>>;
}

export const productTranslationsSchema = translationsSchema(productTranslationSchema);
export type ProductTranslations = Partial<Record<Language, ProductTranslation>>;

type LanguageSettings = { defaultLanguage?: Language; languages?: readonly Language[] };

/** The languages a store's merchant texts may be translated into: those it offers, its default aside. */
export function translationLanguages(settings: LanguageSettings): Language[] {
  return offeredLanguages(settings).slice(1);
}

/**
 * Why a translation cannot be kept, by its language (a sentence a merchant can act on): only the
 * further languages the store offers are accepted; the default language is the fields themselves.
 */
export function translationLanguageProblems(
  translations: Record<string, unknown> | null | undefined,
  settings: LanguageSettings,
): { path: string[]; message: string }[] {
  const further = translationLanguages(settings);
  const byDefault = offeredLanguages(settings)[0]!;
  return Object.keys(translations ?? {}).flatMap((key) => {
    if (further.includes(key as Language)) return [];
    const name = isLanguage(key) ? LANGUAGE_NAMES[key] : `"${key}"`;
    const message =
      key === byDefault
        ? `${name} is the store's default language: write its texts in the fields themselves, not as a translation.`
        : `The store does not offer ${name}: add it to the storefront's languages in Settings first, or leave out its translation.`;
    return [{ path: [key], message }];
  });
}

/** Whether two translations hold the same texts, whatever the order of their keys (PostgreSQL's jsonb keeps its own). */
export const sameTexts = (a: unknown, b: unknown): boolean => sortedJson(a) === sortedJson(b);
const sortedJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

const given = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** Only the names given, or nothing when none is. */
const givenNames = <K extends string>(key: K, names: Record<string, string> | undefined) => {
  const kept = Object.entries(names ?? {}).filter(([, name]) => given(name));
  return (kept.length ? { [key]: Object.fromEntries(kept) } : {}) as Partial<Record<K, Record<string, string>>>;
};

/** Empty texts and empty languages left out, so a stored translation holds only what was written. */
export function compactProductTranslations(translations: ProductTranslations | null | undefined): ProductTranslations {
  const compact: ProductTranslations = {};
  for (const [language, translation] of Object.entries(translations ?? {}) as [Language, ProductTranslation][]) {
    const texts = Object.fromEntries(
      TRANSLATED_PRODUCT_TEXTS.flatMap((key) => (given(translation[key]) ? [[key, translation[key]]] : [])),
    );
    const kept: ProductTranslation = {
      ...texts,
      ...givenNames('denominations', translation.denominations),
      ...givenNames('designs', translation.designs),
    };
    if (Object.keys(kept).length) compact[language] = kept;
  }
  return compact;
}

interface TranslatableProduct {
  name: string;
  description: string;
  details: string;
  terms: string;
  denominations: { id: string; label: string }[];
  images?: { id: string; name: string }[];
}

/** The product as a shopper in `language` reads it: each text given in that language, else the default language's. */
export function localizeProduct<P extends TranslatableProduct>(
  product: P,
  translations: ProductTranslations | null | undefined,
  language: string,
): P {
  const translation = isLanguage(language) ? translations?.[language] : undefined;
  if (!translation) return product;
  const pick = (key: TranslatedProductText) => (given(translation[key]) ? translation[key] : product[key]);
  return {
    ...product,
    name: pick('name'),
    description: pick('description'),
    details: pick('details'),
    terms: pick('terms'),
    denominations: product.denominations.map((d) => {
      const label = translation.denominations?.[d.id];
      return given(label) ? { ...d, label } : d;
    }),
    ...(product.images
      ? {
          images: product.images.map((image) => {
            const name = translation.designs?.[image.id];
            return given(name) ? { ...image, name } : image;
          }),
        }
      : {}),
  };
}

type TextTree = { [key: string]: string | TextTree | null | undefined };

/**
 * Page texts (or any tree of texts) as a shopper in `language` reads them: each text the
 * translation gives (not empty) over the default language's, the rest kept.
 */
export function localizeTexts<T>(
  texts: T,
  translations: Partial<Record<string, unknown>> | null | undefined,
  language: string,
): T {
  const translation = translations?.[language];
  if (!translation || typeof translation !== 'object') return texts;
  return mergeTexts((texts ?? {}) as TextTree, translation as TextTree) as T;
}

function mergeTexts(base: TextTree, over: TextTree): TextTree {
  const merged: TextTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (given(typeof value === 'string' ? value : null)) merged[key] = value;
    else if (value && typeof value === 'object') {
      const inner = base[key];
      merged[key] = mergeTexts(inner && typeof inner === 'object' ? inner : {}, value);
    }
  }
  return merged;
}

/**
 * A product's text kept on an order or a card (its name, an amount's label, its details) in the
 * order's language: the product's translation where the merchant gave one, else what was kept.
 */
export function translatedProductText(
  translations: ProductTranslations | null | undefined,
  language: string | null | undefined,
  text: { field: TranslatedProductText } | { denominationId: string } | { designId: string },
  kept: string,
): string {
  const translation = language && isLanguage(language) ? translations?.[language] : undefined;
  const translated =
    'field' in text
      ? translation?.[text.field]
      : 'designId' in text
        ? translation?.designs?.[text.designId]
        : translation?.denominations?.[text.denominationId];
  return given(translated) ? translated : kept;
}

/**
 * A card's title (its product's name when it was issued) in the order's language, from its
 * product's translations (`translationsOf`, by product id); the title kept when there is none.
 */
export function translatedCardTitle(
  card: { title: string | null; productId: string | null },
  translationsOf: ReadonlyMap<string, ProductTranslations | null | undefined>,
  language: string | null | undefined,
): string | null {
  if (!card.title || !card.productId) return card.title;
  return translatedProductText(translationsOf.get(card.productId), language, { field: 'name' }, card.title);
}

/**
 * One language's texts of the store itself (decision 0165): its name where a
 * shopper reads it, its shipping options' names by the option's id, and its fees' names by the
 * fee's id (decision 0250); each optional.
 */
export const storeTranslationSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(STORE_NAME_MAX_LENGTH, `Keep the store's name to ${STORE_NAME_MAX_LENGTH} characters or fewer.`)
    .optional(),
  shippingOptions: namesById(SHIPPING_OPTION_NAME_MAX_LENGTH, "a shipping option's name").optional(),
  fees: namesById(FEE_NAME_MAX_LENGTH, "a fee's name").optional(),
});
export type StoreTranslation = z.infer<typeof storeTranslationSchema>;
export const storeTranslationsSchema = translationsSchema(storeTranslationSchema);
export type StoreTranslations = Partial<Record<Language, StoreTranslation>>;

/** Empty texts and empty languages left out, as for a product's. */
export function compactStoreTranslations(translations: StoreTranslations | null | undefined): StoreTranslations {
  const compact: StoreTranslations = {};
  for (const [language, translation] of Object.entries(translations ?? {}) as [Language, StoreTranslation][]) {
    const kept: StoreTranslation = {
      ...(given(translation.name) ? { name: translation.name } : {}),
      ...givenNames('shippingOptions', translation.shippingOptions),
      ...givenNames('fees', translation.fees),
    };
    if (Object.keys(kept).length) compact[language] = kept;
  }
  return compact;
}

interface TranslatableStore {
  company: { name: string; logo?: { alt?: string | undefined } | null | undefined };
  shippingOptions: { id: string; name: string }[];
  fees: { id: string; name: string }[];
}

/** The store's name, shipping options and fees as a shopper in `language` reads them, else the default language's. */
export function localizeStore<S extends TranslatableStore>(
  settings: S,
  translations: StoreTranslations | null | undefined,
  language: string | null | undefined,
): S {
  const translation = language && isLanguage(language) ? translations?.[language] : undefined;
  if (!translation) return settings;
  const name = given(translation.name) ? translation.name : settings.company.name;
  const { logo } = settings.company;
  // A logo whose alt text is the store's name says the name in the shopper's language too.
  const logoAlt = logo && logo.alt === settings.company.name ? { logo: { ...logo, alt: name } } : {};
  return {
    ...settings,
    company: { ...settings.company, name, ...logoAlt },
    shippingOptions: renamed(settings.shippingOptions, translation.shippingOptions),
    fees: renamed(settings.fees, translation.fees),
  };
}

/** Fees kept on an order (by id, under the default language's names), each under its name in `language` where the merchant gave one (decision 0250). */
export const localizeFees = <F extends { id: string; name: string }>(
  fees: F[],
  translations: StoreTranslations | null | undefined,
  language: string | null | undefined,
): F[] => renamed(fees, language && isLanguage(language) ? translations?.[language]?.fees : undefined);

/** Each item under its name in `names` (by its id) where one is given, else as it is. */
const renamed = <T extends { id: string; name: string }>(items: T[], names: Record<string, string> | undefined): T[] =>
  items.map((item) => {
    const name = names?.[item.id];
    return given(name) ? { ...item, name } : item;
  });

/** A store's text kept on an order (a shipping option's or a fee's name) or its name, in the order's language where given. */
export function translatedStoreText(
  translations: StoreTranslations | null | undefined,
  language: string | null | undefined,
  text: 'name' | { shippingOptionId: string | null | undefined } | { feeId: string | null | undefined },
  kept: string,
): string {
  const translation = language && isLanguage(language) ? translations?.[language] : undefined;
  const translated =
    text === 'name'
      ? translation?.name
      : 'feeId' in text
        ? text.feeId
          ? translation?.fees?.[text.feeId]
          : undefined
        : text.shippingOptionId
          ? translation?.shippingOptions?.[text.shippingOptionId]
          : undefined;
  return given(translated) ? translated : kept;
}
