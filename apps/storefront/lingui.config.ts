import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's messages (decisions 0095, 0200): `npx lingui extract` (run in apps/storefront)
 * reads the source's Trans and t macros into src/locales/<language>/shell-messages.po and
 * page-messages.po; `npx lingui compile` writes each as a .ts beside it, the compiled catalogs the
 * storefront loads. English is the source (product's texts); `pseudo` is for the test that finds
 * text without a message (every letter accented).
 */
const INSPIRATION_MESSAGES = '<rootDir>/src/features/gift-details/inspiration-messages.ts';
/** The folders of the shell catalog; a page chunk that shows one of their texts needs nothing more. */
const SHELL = [
  '<rootDir>/src/app',
  '<rootDir>/src/components',
  '<rootDir>/src/entities/product',
  '<rootDir>/src/features/catalog',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What home and the listings can show before any other page's code is loaded: the page frame,
    // the shared components, the listings, and products' price labels. Every page loads it first.
    { path: '<rootDir>/src/locales/{locale}/shell-messages', include: SHELL, exclude: ['**/*.test.*'] },
    // Every other page's and dialog's messages: loaded with the first chunk that shows one
    // (lib/i18n/with-page-messages.ts), so home's first load does not carry them (decision 0200).
    {
      path: '<rootDir>/src/locales/{locale}/page-messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', INSPIRATION_MESSAGES, ...SHELL.map((folder) => `${folder}/**`)],
    },
    // The gift dialog's hundred canned messages: their own catalog, loaded when the inspiration
    // dialog asks for one, so no page's first load carries them (features/gift-details).
    { path: '<rootDir>/src/locales/{locale}/inspiration', include: [INSPIRATION_MESSAGES] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The macros' runtime: the provider's instance, or English for a component rendered alone (tests).
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/lingui-runtime', 'i18n'],
    useLingui: ['@/lib/i18n/lingui-runtime', 'useLingui'],
    Trans: ['@/lib/i18n/lingui-runtime', 'Trans'],
  },
});
