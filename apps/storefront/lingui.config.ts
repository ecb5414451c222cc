import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's messages (decision 0095): `npx lingui extract` (run in apps/storefront) reads the
 * source's Trans and t macros into src/locales/<language>/messages.po; `npx lingui compile` writes
 * each as messages.ts, the compiled catalog the storefront loads. English is the source (product's
 * texts); `pseudo` is for the test that finds text without a message (every letter accented).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The macros' runtime: the provider's instance, or English for a component rendered alone (tests).
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/lingui-runtime', 'i18n'],
    useLingui: ['@/lib/i18n/lingui-runtime', 'useLingui'],
    Trans: ['@/lib/i18n/lingui-runtime', 'Trans'],
  },
});
