import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's messages (decision 0120): what shoppers and recipients read that the server writes
 * (emails, the recipient's page, the PDF). Written in the code as `i18n._({ id, message })`
 * descriptors (no macro: the server runs under tsx, vitest and esbuild without a babel pass);
 * `npm run extract -w @giftfront/server` reads them into src/locales/<language>/messages.po,
 * `npm run compile -w @giftfront/server` writes each as messages.ts, the compiled catalog the
 * server imports. English is the source; `pseudo` is for the test that finds text without a message.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
