import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, textDirection } from '@giftfront/domain/languages';

/**
 * Each language's compiled catalog (src/locales/<language>/messages.ts, `npx lingui compile`), a
 * chunk of its own: a page loads only its language's.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts');

export const hasCatalog = (language: string) => `../../locales/${language}/messages.ts` in catalogs;

/** An i18n instance in `language` (English when there is no such catalog), its messages loaded. */
export async function createI18n(language: string): Promise<I18n> {
  const locale = hasCatalog(language) ? language : DEFAULT_LANGUAGE;
  const { messages } = await catalogs[`../../locales/${locale}/messages.ts`]!();
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The page's language as the server chose it (<html lang>, apps/server storefront-page). */
export function documentLanguage(doc: Document = document): string {
  const lang = doc.documentElement.lang;
  return isLanguage(lang) || lang === 'pseudo' ? lang : DEFAULT_LANGUAGE;
}

export { textDirection };
