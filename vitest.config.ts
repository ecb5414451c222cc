import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const server = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: [db === 'pglite' ? 'test/global-setup-pglite.ts' : 'test/global-setup-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database copy, so files need no fresh module graph:
    // sharing one per worker cut the server suites from about 18 to 7 minutes (decision 0230).
    isolate: false,
  },
});

/** Every unit and server suite; the server suites run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL too. */
export default defineConfig({
  test: {
    // Server suites wait on databases and timers as much as on the CPU: two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      server('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
      {
        extends: './apps/storefront/vite.config.ts',
        // The storefront runs on Preact (decision 0260), and its tests too: the libraries that import
        // React are bundled through the same aliases rather than loaded from node_modules as they are,
        // and Testing Library's ES build acts through Preact's test utilities.
        resolve: {
          // react-remove-scroll and its helpers (under Radix's dialogs) have their ES build only as `module`.
          mainFields: ['module', 'main'],
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            // Its `node` export is CommonJS, which would load React itself.
            { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
          ],
        },
        test: {
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /radix-ui/,
                /@radix-ui/,
                /react-hook-form/,
                /@hookform/,
                /lucide-react/,
                /@lingui\/react/,
                /@stripe\/react-stripe-js/,
                /react-phone-number-input/,
                /react-remove-scroll/,
                /react-remove-scroll-bar/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
                /@floating-ui\/react/,
              ],
            },
          },
          name: 'storefront',
          root: 'apps/storefront',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['../../vitest.dom-setup.ts'],
        },
      },
      {
        extends: './apps/dashboard/vite.config.ts',
        test: {
          name: 'dashboard',
          root: 'apps/dashboard',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['../../vitest.dom-setup.ts'],
        },
      },
    ],
  },
});
