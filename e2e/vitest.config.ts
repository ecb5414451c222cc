import { defineConfig } from 'vitest/config';

/** Browser tests: the built storefront and the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    retry: 0,
  },
});
