import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, textDirection } from '@giftfront/domain/languages';

/**
 * Each language's compiled catalogs (src/locales/<language>/, `npx lingui compile`), each a chunk
 * of its own: a page loads only its language's. `shell-messages` holds what the page frame and the
 * listings show, `page-messages` every other page's and dialog's texts (decision 0200).
 */
const shellCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/shell-messages.ts');
const pageCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/page-messages.ts');

export const hasCatalog = (language: string) => `../../locales/${language}/shell-messages.ts` in shellCatalogs;

/** The page-messages catalog's messages in `locale` (a language that has a shell catalog). */
export const loadPagesMessages = async (locale: string) =>
  (await pageCatalogs[`../../locales/${locale}/page-messages.ts`]!()).messages;

/**
 * An i18n instance in `language` (English when there is no such catalog). `all` (the page
 * renderer, tests) loads both catalogs; `shell` (the browser) the shell only: the rest comes with
 * the first page chunk that needs it (with-page-messages.ts).
 */
export async function createI18n(language: string, catalogs: 'all' | 'shell' = 'all'): Promise<I18n> {
  const locale = hasCatalog(language) ? language : DEFAULT_LANGUAGE;
  const [shell, pages] = await Promise.all([
    shellCatalogs[`../../locales/${locale}/shell-messages.ts`]!().then((catalog) => catalog.messages),
    catalogs === 'all' ? loadPagesMessages(locale) : {},
  ]);
  return setupI18n({ locale, messages: { [locale]: { ...shell, ...pages } } });
}

/** The page's language as the server chose it (<html lang>, apps/server storefront-page). */
export function documentLanguage(doc: Document = document): string {
  const lang = doc.documentElement.lang;
  return isLanguage(lang) || lang === 'pseudo' ? lang : DEFAULT_LANGUAGE;
}

/** The page's language, sent with an order or top-up so its emails and the recipient's page use it (issue 29). */
export const pageLanguageForOrder = (): string | null => (typeof document === 'undefined' ? null : documentLanguage());

export { textDirection };
