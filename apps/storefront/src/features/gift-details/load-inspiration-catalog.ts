import type { I18n, Messages } from '@lingui/core';

/**
 * The canned messages' catalog for each language (src/locales/<language>/inspiration.ts, `npx
 * lingui compile`), each a chunk of its own: fetched when the shopper asks for a message, during
 * product §9's 1 s step, and merged into the page's instance (Lingui's `load` adds to a locale's messages).
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/inspiration.ts');

const loaded = new WeakMap<I18n, Set<string>>();

export async function loadInspirationCatalog(i18n: I18n): Promise<void> {
  const locale = i18n.locale;
  const done = loaded.get(i18n) ?? new Set<string>();
  const catalog = catalogs[`../../locales/${locale}/inspiration.ts`];
  if (done.has(locale) || !catalog) return;
  const { messages } = await catalog();
  i18n.load(locale, messages);
  loaded.set(i18n, done.add(locale));
}
