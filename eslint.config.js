import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The React apps, each laid out as app/, features/<name>/, components/ and lib/ (the storefront also entities/<name>/). */
const appSources = ['apps/storefront/src', 'apps/dashboard/src'].map((dir) => path.resolve(dir));
const appSourceOf = (file) => appSources.find((src) => !path.relative(src, file).startsWith('..'));

/** Where an import lands in an app: app, feature:<name>, entity:<name>, components, lib, test, or outside. */
function layerOf(absolute, appSrc) {
  if (!appSrc) return 'outside';
  const rel = path.relative(appSrc, absolute);
  if (rel.startsWith('..')) return 'outside';
  const parts = rel.split(path.sep);
  if (parts.length === 1) return 'app'; // main.tsx, index.css
  if (parts[0] === 'features') return `feature:${parts[1]}`;
  if (parts[0] === 'entities') return `entity:${parts[1]}`;
  return parts[0];
}

/** What each layer may import besides itself, packages and test helpers (apps/storefront/src/README.md). */
function mayImport(from, to) {
  if (to === from || to === 'outside' || to === 'components' || to === 'lib' || to === 'test') return true;
  // Features build on the shop's entities (cart, payment, product, store); entities on each other.
  if (to.startsWith('entity:')) return from.startsWith('feature:') || from.startsWith('entity:');
  return false;
}

/**
 * bulletproof-react's rule, with an entities layer: app composes features; a feature imports no
 * other feature and not the app; entities, components and lib import no feature and not the app;
 * components and lib import no entity.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const appSrc = appSourceOf(context.filename);
    const from = layerOf(context.filename, appSrc);
    if (from === 'outside' || from === 'app') return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        let target;
        if (source.startsWith('@/')) target = path.join(appSrc, source.slice(2));
        else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
        else return;
        const to = layerOf(target, appSrc);
        if (!mayImport(from, to)) {
          context.report({ node, message: `${from} may not import from ${to} (${source}); shared code belongs in entities/, components/, lib/ or packages/domain.` });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'apps/dashboard/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, giftfront: { rules: { boundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'giftfront/boundaries': 'error',
    },
  },
  {
    // The environment is read in one place: the server's config module.
    files: ['apps/server/src/**/*.ts', 'apps/storefront/src/**/*.{ts,tsx}', 'apps/dashboard/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through apps/server/src/config.ts.' },
      ],
    },
  },
);

// Fail loudly if an app folder moves and the boundary rule would silently pass.
for (const src of appSources) if (!fs.existsSync(src)) throw new Error(`eslint: ${src} not found`);
