import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettierConfig from 'eslint-config-prettier';

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
  // Features build on the shop's entities (cart, payment, product, store); entities on each other;
  // the test render helper (src/test/) wraps a screen in the entities' providers, as app/ does.
  if (to.startsWith('entity:')) return from.startsWith('feature:') || from.startsWith('entity:') || from === 'test';
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
          context.report({
            node,
            message: `${from} may not import from ${to} (${source}); shared code belongs in entities/, components/, lib/ or packages/domain.`,
          });
        }
      },
    };
  },
};

/** The server's modules, apps/server/src/modules/<name>, and the modules each may import (docs/architecture.md). */
const serverSrc = path.resolve('apps/server/src');
const serverModuleImports = {
  admin: ['*'],
  health: ['payments', 'stores'],
  fulfilment: [
    'orders',
    'payments',
    'gift-cards',
    'discounts',
    'deliveries',
    'mail',
    'catalog',
    'stores',
    'notifications',
    'promotions',
  ],
  'shipping-queue': ['orders', 'deliveries', 'mail', 'gift-card-pages', 'stores'],
  notifications: ['deliveries', 'mail', 'stores', 'store-summary'],
  'store-summary': ['reports'],
  reports: [],
  metrics: [],
  // A read model over orders and gift_cards (the search box, Customers): imports no module.
  customers: [],
  orders: ['payments', 'gift-cards', 'discounts', 'mail', 'catalog', 'stores'],
  payments: ['gift-cards', 'stores'],
  'gift-cards': ['deliveries', 'mail', 'gift-card-pages', 'stores', 'ledger'],
  // Code batches, print sheets and card stock activated at the counter (issue 31).
  batches: ['gift-cards', 'gift-card-pages', 'stores'],
  // The ledger's one function (docs/decisions/0060): below gift-cards and the store import.
  ledger: [],
  discounts: ['catalog', 'stores'],
  // Bonus credit rules and their grants (issue 31, decision 0145).
  promotions: ['ledger', 'stores'],
  staff: ['deliveries', 'mail', 'stores'],
  'api-keys': ['stores'],
  // The buyer's manage-my-gift link (issue 30, decision 0100).
  'manage-gift': ['gift-cards', 'deliveries', 'mail', 'stores'],
  // Balance reminders and their one-click unsubscribe (issue 30, decision 0101).
  reminders: ['deliveries', 'mail', 'stores'],
  // Wallet passes that update (issue 30, decision 0130): Apple's pass and web service, APNs, Google Wallet.
  wallet: ['gift-card-pages', 'media', 'stores'],
  // The recipient's thank-you to the buyer (issue 30).
  'thank-you': ['deliveries', 'mail', 'gift-card-pages', 'stores'],
  deliveries: ['mail', 'stores'],
  mail: ['gift-card-pages', 'stores'],
  'gift-card-pages': ['media', 'stores'],
  'storefront-page': ['catalog', 'stores'],
  // The store file's export and import, the shipped stores' seed (decision 0182): above the modules whose rows it carries.
  'store-file': ['stores', 'catalog', 'discounts', 'gift-cards', 'ledger', 'media'],
  stores: ['catalog', 'media'],
  catalog: ['media'],
  media: [],
  // Below every module: any module may import them.
  // Outbound webhooks: the events' consumer (docs/decisions/0061).
  webhooks: ['mail', 'staff', 'stores'],
  audit: [],
  jobs: [],
  events: [],
};
const everyModuleMayImport = new Set(['audit', 'jobs', 'events']);

/**
 * Where a server file sits: module:<name>, lib, plugins, db, schema, base (config.ts, paths.ts), top
 * (app.ts, main.ts, cli/ …), or outside. The compiled catalogs (locales/, decision 0120) are data
 * lib/i18n reads: they count as lib.
 */
function serverPlaceOf(absolute) {
  const rel = path.relative(serverSrc, absolute);
  if (rel.startsWith('..')) return 'outside';
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `module:${parts[1]}`;
  if (parts[0] === 'db') return parts[1] === 'schema' ? 'schema' : 'db';
  if (parts[0] === 'lib' || parts[0] === 'plugins') return parts[0];
  if (parts[0] === 'locales') return 'lib';
  if (rel === 'config.ts' || rel === 'paths.ts') return 'base';
  return 'top';
}

function serverMayImport(from, to, file) {
  if (to === 'schema') return from === 'schema' || from === 'db' || /-(repository|read-model)\.ts$/.test(file);
  if (to === from || to === 'outside' || to === 'lib' || to === 'db' || to === 'base') return true;
  if (to === 'top') return from === 'top';
  if (to === 'plugins') return from !== 'lib';
  if (!to.startsWith('module:')) return true;
  if (from === 'top') return true;
  if (!from.startsWith('module:')) return false; // lib, plugins and db import no module
  const [source, target] = [from.slice(7), to.slice(7)];
  const allowed = serverModuleImports[source] ?? [];
  return allowed.includes('*') || allowed.includes(target) || everyModuleMayImport.has(target);
}

/**
 * Which module's repositories read and write each table (docs/architecture.md). Another module
 * reads a table only in a read model (a `*-read-model.ts` file, which says so by its name) and
 * writes it only by calling the owner's public file. A new table is added here or lint refuses it.
 */
const tableOwners = {
  apiKeys: ['api-keys'],
  idempotencyKeys: ['api-keys'],
  auditLog: ['audit'],
  products: ['catalog'],
  denominations: ['catalog'],
  productImages: ['catalog'],
  discountCodes: ['discounts'],
  discountReservations: ['discounts'],
  discountCodeEmailUses: ['discounts'],
  events: ['events'],
  cardEventSequences: ['events'],
  // The ledger's one function moves a card's balance with its entry (decision 0060).
  giftCards: ['gift-cards', 'ledger'],
  giftCardLedger: ['ledger'],
  giftCardHolds: ['gift-cards'],
  redemptions: ['gift-cards'],
  cardLoads: ['gift-cards'],
  giftManageChanges: ['manage-gift'],
  periodicTaskRuns: ['jobs'],
  deliveries: ['deliveries'],
  mailOutbox: ['mail'],
  media: ['media'],
  orders: ['orders'],
  orderLines: ['orders'],
  orderRefunds: ['orders'],
  paymentIntents: ['payments'],
  processedEvents: ['payments'],
  balanceReminderOptOuts: ['reminders'],
  staffUsers: ['staff'],
  staffSessions: ['staff'],
  staffRecoveryCodes: ['staff'],
  storeAccountPolicies: ['staff'],
  staffTokens: ['staff'],
  stores: ['stores'],
  // Written from the recipient's page (gift-card-pages), which the thank-you module sits above.
  giftThankYous: ['gift-card-pages'],
  webhookEndpoints: ['webhooks'],
  webhookDeliveries: ['webhooks'],
  giftCardBatches: ['batches'],
  cardActivations: ['batches'],
  bonusRules: ['promotions'],
  bonusGrants: ['promotions'],
  walletPasses: ['wallet'],
  walletDevices: ['wallet'],
  walletRegistrations: ['wallet'],
};

const isReadModel = (file) => /-read-model\.ts$/.test(file);

/** Table ownership: who may import a table from db/schema, and who may insert, update or delete it. */
const tableOwnership = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = serverPlaceOf(context.filename);
    if (!from.startsWith('module:')) return {};
    const module = from.slice(7);
    const file = path.relative(serverSrc, context.filename).split(path.sep).join('/');
    const foreign = new Map(); // local name → table
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (
          typeof source !== 'string' ||
          serverPlaceOf(path.resolve(path.dirname(context.filename), source)) !== 'schema'
        )
          return;
        if (node.importKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          const table = spec.imported.name;
          const owners = tableOwners[table];
          if (!owners) {
            context.report({
              node: spec,
              message: `table ${table} has no owner: add it to tableOwners in eslint.config.js.`,
            });
          } else if (!owners.includes(module)) {
            foreign.set(spec.local.name, table);
            if (!isReadModel(file))
              context.report({
                node: spec,
                message: `${module} reads table ${table}, which belongs to ${owners.join(' and ')}: ask its public file, or read it in a read model (a *-read-model.ts file).`,
              });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const argument = node.arguments[0];
        const table = argument?.type === 'Identifier' ? foreign.get(argument.name) : undefined;
        if (!table) return;
        context.report({
          node,
          message: `${module} writes table ${table} of ${tableOwners[table].join(' and ')}: call a function of its public file instead.`,
        });
      },
    };
  },
};

/**
 * A module's HTTP edge: its route files (`*routes.ts`), its Fastify plugins (`plugin.ts`,
 * `*-plugin.ts`) and helpers that read a request or write a reply (`*-http.ts`). Every other file
 * of a module is a service, a repository or a read model, which jobs, the command line and the
 * webhooks call too: it raises domain errors (lib/domain-errors.ts) and imports no HTTP type
 * (decision 0181).
 */
const isHttpEdge = (file) => /(routes|plugin|-http)\.ts$/.test(path.basename(file));
const isHttpPackage = (source) => /^(fastify|fastify-[\w-]+|@fastify\/[\w-]+)(\/.*)?$/.test(source);

const servicesWithoutHttp = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (!serverPlaceOf(context.filename).startsWith('module:') || isHttpEdge(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !isHttpPackage(source)) return;
      context.report({
        node,
        message: `${path.basename(context.filename)} is not a route, a plugin or an *-http.ts helper, so it imports nothing of HTTP (${source}): raise a domain error (lib/domain-errors.ts) and let the route answer (docs/architecture.md).`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Another module's file other than its one public file, modules/<name>/index.ts (issue 28). */
function outsideThePublicFile(from, to, target) {
  if (!to.startsWith('module:') || to === from) return false;
  return target !== path.join(serverSrc, 'modules', to.slice(7), 'index.ts');
}

/** The server's module graph (docs/architecture.md): which module may import which, and who reads db/schema. */
const serverBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = serverPlaceOf(context.filename);
    if (from === 'outside') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = serverPlaceOf(target);
      // The top level (app.ts, main.ts, cli/ …) may import any module, through its public file.
      const allowed = from === 'top' || serverMayImport(from, to, context.filename);
      if (allowed && !outsideThePublicFile(from, to, target)) return;
      const module = to.slice(7);
      const message = !allowed
        ? to === 'schema'
          ? `only *-repository.ts and *-read-model.ts files import db/schema (${source}); ask the table's repository.`
          : `${from} may not import from ${to} (${source}); see the module graph in docs/architecture.md.`
        : `${from} imports ${source}, inside module ${module}; import from its public file, modules/${module}/index.ts (docs/architecture.md).`;
      context.report({ node, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** The allowed imports must themselves form no cycle, or the rule would bless one. */
(function assertAcyclic() {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`eslint: server module cycle ${[...trail, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const next of serverModuleImports[name] ?? []) if (next !== '*') visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(serverModuleImports)) visit(name, []);
})();

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/lint-fixtures/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
      '.tmp/**',
      // Playwright's traces and HTML report (gitignored).
      'e2e/test-results/**',
      'e2e/report/**',
      // Compiled by lingui compile (decisions 0095, 0120).
      'apps/storefront/src/locales/**',
      'apps/server/src/locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A } from './a'` keeps `import './a'` under verbatimModuleSyntax: the module is
      // still loaded and run (the checkout evaluated the whole store settings schema for one type).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    // No import cycle, file or module, anywhere (the server's module graph is in docs/architecture.md).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: {
      giftfront: {
        rules: {
          'server-boundaries': serverBoundaries,
          'table-ownership': tableOwnership,
          'services-without-http': servicesWithoutHttp,
        },
      },
    },
    rules: {
      'giftfront/server-boundaries': 'error',
      'giftfront/table-ownership': 'error',
      'giftfront/services-without-http': 'error',
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
    // TanStack Query and React Router stay installed for the dashboard; the storefront's first load has no room for them (docs/decisions/0033, 0034).
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/*'],
              message:
                'The storefront reads its page data and calls the API through @/lib/fetch (docs/decisions/0205).',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom'],
              message: 'The storefront routes with @/lib/router (docs/decisions/0033).',
            },
          ],
        },
      ],
    },
  },
  {
    // The environment is read in one place: the server's config module.
    files: [
      'apps/server/src/**/*.ts',
      'apps/storefront/src/**/*.{ts,tsx}',
      'apps/dashboard/src/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
    ],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config.ts.',
        },
      ],
    },
  },
  // Layout is Prettier's (npm run format); no ESLint rule argues with it.
  prettierConfig,
);

// Fail loudly if an app folder moves and the boundary rule would silently pass.
for (const src of [...appSources, serverSrc]) if (!fs.existsSync(src)) throw new Error(`eslint: ${src} not found`);
