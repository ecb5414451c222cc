import type { I18n } from '@lingui/core';
import { loadPagesMessages } from './catalogs';

/** The browser's one instance while it holds only the shell catalog (main.tsx); none in the page renderer. */
let shellOnly: I18n | null = null;
let loading: Promise<void> | null = null;

/**
 * main.tsx: this page's instance has the shell catalog only; page chunks add the rest (decision
 * 0200). Null: none (a test's reset).
 */
export function startWithShellCatalog(i18n: I18n | null): void {
  shellOnly = i18n;
  loading = null;
}

/**
 * The page-messages catalog merged into the page's instance, fetched once. Nothing to do where every
 * catalog was loaded with the instance (the page renderer, unit tests).
 */
export function loadPagesCatalog(): Promise<void> {
  const i18n = shellOnly;
  if (!i18n) return Promise.resolve();
  loading ??= loadPagesMessages(i18n.locale).then(
    (messages) => i18n.load(i18n.locale, messages),
    (error: unknown) => {
      loading = null; // the next page chunk asked for tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A lazy chunk's loader that resolves once the chunk and the page-messages catalog are both in: the
 * page or dialog never renders a text before its message is there (no flash of source text or
 * ids), and the two requests go out together, so it is not later for it.
 */
export const withPageMessages =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadPagesCatalog()]);
    return module;
  };
