import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { escapeHtml, trusted, type SafeHtml } from '../html.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  offeredLanguages,
  textDirection,
  type Language,
} from '@giftfront/domain/languages';
import { messages as ar } from '../../locales/ar/messages.ts';
import { messages as de } from '../../locales/de/messages.ts';
import { messages as en } from '../../locales/en/messages.ts';
import { messages as es } from '../../locales/es/messages.ts';
import { messages as fr } from '../../locales/fr/messages.ts';
import { messages as pseudo } from '../../locales/pseudo/messages.ts';

/**
 * What the server writes for shoppers and recipients, in their language (issue 29, decision 0120):
 * emails, the recipient's page and the PDF. Each text is a message in src/locales/<language>/
 * messages.po, compiled to messages.ts (`npm run extract` and `npm run compile` in apps/server).
 */
const CATALOGS: Record<string, Messages> = { en, fr, de, es, ar, pseudo };

/** A language the server can write in: the storefront's five, and `pseudo` for the test that finds untranslated text. */
export type TextLanguage = Language | 'pseudo';

/** Everything a text needs to be written in one language. */
export interface Localizer {
  language: TextLanguage;
  /** Lingui's instance in that language: `loc.i18n._({ id, message, values })`. */
  i18n: I18n;
  /** The Intl locale for money, numbers and dates. */
  intl: string;
  /** <html dir>. */
  dir: 'ltr' | 'rtl';
}

/**
 * The Intl locale for a language, as the storefront formats (apps/storefront lib/i18n/page-locale.ts):
 * en-US in English (product §9); Arabic with Latin digits, as amounts and codes sit beside each
 * other; the pseudo-locale formats as English.
 */
export function intlLocaleOf(language: string): string {
  if (language === 'ar') return 'ar-u-nu-latn';
  if (isLanguage(language) && language !== 'en') return language;
  return 'en-US';
}

const localizers = new Map<string, Localizer>();

/** The localizer for a language; English for anything the server has no catalog for. */
export function localizer(language: string | null | undefined): Localizer {
  const key: TextLanguage =
    language === 'pseudo' || isLanguage(language) ? (language as TextLanguage) : DEFAULT_LANGUAGE;
  let found = localizers.get(key);
  if (!found) {
    const i18n = setupI18n({ locale: key, messages: { [key]: CATALOGS[key]! } });
    found = { language: key, i18n, intl: intlLocaleOf(key), dir: textDirection(key) };
    localizers.set(key, found);
  }
  return found;
}

/**
 * The shopper's language for an order (issue 29): the page's language the storefront sent, when the
 * store offers it; otherwise the store's default.
 */
export function orderLanguage(
  requested: string | null | undefined,
  settings: { defaultLanguage?: Language; languages?: readonly Language[] } | null | undefined,
): Language {
  const offered = offeredLanguages(settings ?? {});
  const wanted = requested?.trim().toLowerCase();
  return offered.find((language) => language === wanted) ?? offered[0] ?? DEFAULT_LANGUAGE;
}

/** The store's own language: what dashboard-facing texts format dates in. */
export function storeLanguage(settings: { defaultLanguage?: Language } | null | undefined): Language {
  return settings?.defaultLanguage ?? DEFAULT_LANGUAGE;
}

const MARK = '\u0001';

/** A value for a message's placeholder that is markup (a link): filled in by `withMarkup`. */
export const markupSlot = (name: string) => `${MARK}${name}${MARK}`;

/**
 * A translated sentence with markup in its placeholders ('Sent by {store}.' with the store a link):
 * the translation is escaped, then each `markupSlot(name)` in it becomes `parts[name]`.
 */
export function withMarkup(text: string, parts: Record<string, SafeHtml>): SafeHtml {
  return trusted(
    text
      .split(MARK)
      .map((piece, i) => (i % 2 === 1 ? (parts[piece]?.value ?? '') : escapeHtml(piece)))
      .join(''),
  );
}
