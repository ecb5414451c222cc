/**
 * The languages the storefront speaks (issue 29, decision 0095): each store offers some of them,
 * one its default. Zod-free: the storefront's first page load imports it.
 */
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own language, as the header's switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
};

/** The cookie that keeps a shopper's choice (a year, the whole store). */
export const LANGUAGE_COOKIE = 'giftfront_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Written right to left: <html dir>, and the layout mirrors through logical CSS properties. */
/**
 * The Intl locale a language's dates, times and money are written in: en-US for English (product
 * §9); Arabic with Latin digits, as amounts and card codes stand beside each other.
 */
export function intlLocaleOf(language: string | null | undefined): string {
  if (!language || language === 'en') return 'en-US';
  if (language === 'ar') return 'ar-u-nu-latn';
  return language;
}

export const textDirection = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** What a store offers: its default first, then the others it lists, each once. */
export function offeredLanguages(settings: {
  defaultLanguage?: Language;
  languages?: readonly Language[];
}): Language[] {
  const first = settings.defaultLanguage ?? DEFAULT_LANGUAGE;
  return [first, ...(settings.languages ?? []).filter((language) => language !== first)].filter(
    (language, i, all) => all.indexOf(language) === i,
  );
}

/**
 * The shopper's language among the store's: `?lang=` in the address, then the kept choice (the
 * cookie), then the browser's Accept-Language (`fromHeader` picks among the offered), then the
 * store's default.
 */
export function chooseLanguage(options: {
  offered: readonly Language[];
  query?: string | null;
  cookie?: string | null;
  fromHeader?: (offered: readonly Language[]) => string | undefined;
}): Language {
  const { offered } = options;
  const pick = (value: string | null | undefined) =>
    value && offered.includes(value.toLowerCase() as Language) ? (value.toLowerCase() as Language) : undefined;
  return (
    pick(options.query) ?? pick(options.cookie) ?? pick(options.fromHeader?.(offered)) ?? offered[0] ?? DEFAULT_LANGUAGE
  );
}
