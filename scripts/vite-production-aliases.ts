import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router 7's package exports name only its development build (dist/development, with its
 * dev-only checks and warnings) for every condition; a production build takes dist/production.
 */
export function productionAliases(mode: string): Alias[] {
  if (mode !== 'production') return [];
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') }];
}
