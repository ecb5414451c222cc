import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The module graph of docs/architecture.md and the no-cycle rule, as eslint.config.js enforces them. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

// Loading the config, the parsers and the import resolver happens once, before the first test, so
// each test's time is its rule's alone (on a busy machine the first lint took over 30 s).
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(repoRoot, 'apps/server/src/modules/mail/x.ts') });
}, 180_000);

async function boundaryRefusal(file: string, source: string): Promise<string | null> {
  const [result] = await eslint.lintText(`import '${source}';\n`, {
    filePath: path.join(repoRoot, 'apps/server/src', file),
  });
  return result?.messages.find((message) => message.ruleId === 'giftfront/server-boundaries')?.message ?? null;
}

describe('the server module boundaries', () => {
  it.each([
    ['modules/mail/x.ts', '../orders/order-repository.ts', 'module:mail may not import from module:orders'],
    [
      'modules/payments/x.ts',
      '../fulfilment/payment-outcome.ts',
      'module:payments may not import from module:fulfilment',
    ],
    [
      'modules/gift-cards/x.ts',
      '../payments/intent-repository.ts',
      'module:gift-cards may not import from module:payments',
    ],
    ['modules/deliveries/x.ts', '../staff/token-repository.ts', 'module:deliveries may not import from module:staff'],
    ['lib/x.ts', '../modules/orders/order-repository.ts', 'lib may not import from module:orders'],
    ['plugins/x.ts', '../modules/stores/store-repository.ts', 'plugins may not import from module:stores'],
    [
      'modules/orders/x.ts',
      '../../db/schema/index.ts',
      'only *-repository.ts and *-read-model.ts files import db/schema',
    ],
    [
      'modules/fulfilment/x.ts',
      '../orders/order-repository.ts',
      'import from its public file, modules/orders/index.ts',
    ],
    ['app.ts', './modules/fulfilment/routes.ts', 'import from its public file, modules/fulfilment/index.ts'],
  ])(
    'refuses %s importing %s',
    async (file, source, message) => {
      expect(await boundaryRefusal(file, source)).toContain(message);
    },
    30_000,
  );

  it.each([
    ['modules/fulfilment/x.ts', '../orders/index.ts'],
    ['modules/orders/x.ts', '../payments/index.ts'],
    ['modules/payments/x.ts', '../gift-cards/index.ts'],
    ['modules/stores/x.ts', '../audit/index.ts'],
    ['modules/admin/x.ts', '../gift-cards/index.ts'],
    ['modules/orders/x.ts', './admin/order-view.ts'],
    ['modules/orders/order-repository.ts', '../../db/schema/index.ts'],
    ['modules/reports/sales-read-model.ts', '../../db/schema/index.ts'],
    ['lib/x.ts', '../config.ts'],
    ['app.ts', './modules/fulfilment/index.ts'],
  ])(
    'allows %s importing %s',
    async (file, source) => {
      expect(await boundaryRefusal(file, source)).toBeNull();
    },
    30_000,
  );
});

/** What the table-ownership rule says of a server file with this source, or null. */
async function ownershipRefusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'giftfront/table-ownership')
    .map((message) => message.message);
}

const schema = (tables: string) => `import { ${tables} } from '../../db/schema/index.ts';\n`;

describe('table ownership', () => {
  it('lets a module’s repository read and write its own tables', async () => {
    const source = `${schema('orders')}export const f = (db: any) => [db.select().from(orders), db.update(orders)];\n`;
    expect(await ownershipRefusals('modules/orders/order-repository.ts', source)).toEqual([]);
  }, 30_000);

  it('refuses a repository reading another module’s table', async () => {
    const source = `${schema('giftCards')}export const f = (db: any) => db.select().from(giftCards);\n`;
    expect(await ownershipRefusals('modules/reports/totals-repository.ts', source)).toEqual([
      expect.stringContaining('reports reads table giftCards, which belongs to gift-cards and ledger'),
    ]);
  }, 30_000);

  it('lets a read model read any table, and refuses it writing one', async () => {
    const reads = `${schema('giftCards, orders')}export const f = (db: any) => db.select().from(giftCards).innerJoin(orders);\n`;
    expect(await ownershipRefusals('modules/reports/totals-read-model.ts', reads)).toEqual([]);
    const writes = `${schema('orders')}export const f = (db: any) => db.update(orders).set({});\n`;
    expect(await ownershipRefusals('modules/reports/totals-read-model.ts', writes)).toEqual([
      expect.stringContaining('reports writes table orders of orders'),
    ]);
  }, 30_000);

  it('refuses a module writing another module’s table, wherever the file is', async () => {
    const source = `${schema('orders')}export const f = (db: any) => db.update(orders).set({ shippedAt: null });\n`;
    expect(await ownershipRefusals('modules/shipping-queue/queue-repository.ts', source)).toEqual([
      expect.stringContaining('shipping-queue reads table orders, which belongs to orders'),
      expect.stringContaining('shipping-queue writes table orders of orders: call a function of its public file'),
    ]);
  }, 30_000);

  it('refuses a module’s repository reading a table of a module that imports it', async () => {
    const source = `${schema('stores')}export const f = (db: any) => db.select().from(stores);\n`;
    expect(await ownershipRefusals('modules/catalog/product-repository.ts', source)).toEqual([
      expect.stringContaining('catalog reads table stores, which belongs to stores'),
    ]);
  }, 30_000);

  it('refuses a table that no module owns yet', async () => {
    const source = `${schema('brandNewTable')}export const f = (db: any) => db.select().from(brandNewTable);\n`;
    expect(await ownershipRefusals('modules/orders/order-repository.ts', source)).toEqual([
      expect.stringContaining('table brandNewTable has no owner'),
    ]);
  }, 30_000);
});

/** What the services-without-HTTP rule says of a server file with this source. */
async function httpRefusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'giftfront/services-without-http')
    .map((message) => message.message);
}

describe('services without HTTP', () => {
  it.each([
    ['modules/gift-cards/redeem-gift-card.ts', "import type { FastifyRequest } from 'fastify';"],
    ['modules/orders/order-repository.ts', "import type { FastifyReply } from 'fastify';"],
    ['modules/reports/sales-read-model.ts', "import fp from 'fastify-plugin';"],
    [
      'modules/catalog/admin/product-edits.ts',
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
    ],
    ['modules/store-file/import-store.ts', "import multipart from '@fastify/multipart';"],
  ])(
    'refuses %s importing an HTTP type',
    async (file, source) => {
      expect(await httpRefusals(file, `${source}\n`)).toEqual([expect.stringContaining('raise a domain error')]);
    },
    30_000,
  );

  it.each([
    ['modules/gift-cards/lookup-routes.ts', "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';"],
    ['modules/gift-cards/admin/routes.ts', "import type { FastifyReply } from 'fastify';"],
    ['modules/jobs/plugin.ts', "import fp from 'fastify-plugin';"],
    ['modules/payments/hold-expiry-plugin.ts', "import fp from 'fastify-plugin';"],
    ['modules/staff/session-cookie-http.ts', "import type { FastifyReply } from 'fastify';"],
    ['modules/gift-cards/redeem-gift-card.ts', "import { notFound } from '../../lib/domain-errors.ts';"],
    ['plugins/errors.ts', "import type { FastifyError } from 'fastify';"],
    ['app.ts', "import Fastify from 'fastify';"],
  ])(
    'allows %s its import',
    async (file, source) => {
      expect(await httpRefusals(file, `${source}\n`)).toEqual([]);
    },
    30_000,
  );
});

describe('the import cycle rule', () => {
  it('refuses two files that import each other', async () => {
    // The fixtures are ignored by `npm run lint`; here they are linted on purpose.
    const linter = new ESLint({ cwd: repoRoot, ignore: false });
    const results = await linter.lintFiles([
      'apps/server/test/lint-fixtures/cycle-a.ts',
      'apps/server/test/lint-fixtures/cycle-b.ts',
    ]);
    const cycles = results.map(
      (result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    );
    expect(cycles).toEqual([1, 1]);
  }, 60_000);
});
