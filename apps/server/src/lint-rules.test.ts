import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The module graph of docs/architecture.md and the no-cycle rule, as eslint.config.js enforces them. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

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
    ['modules/orders/x.ts', '../../db/schema/index.ts', 'only *-repository.ts files import db/schema'],
  ])(
    'refuses %s importing %s',
    async (file, source, message) => {
      expect(await boundaryRefusal(file, source)).toContain(message);
    },
    30_000,
  );

  it.each([
    ['modules/fulfilment/x.ts', '../orders/order-repository.ts'],
    ['modules/orders/x.ts', '../payments/intent-repository.ts'],
    ['modules/payments/x.ts', '../gift-cards/gift-card-holds.ts'],
    ['modules/stores/x.ts', '../audit/record-audit.ts'],
    ['modules/admin/x.ts', '../gift-cards/admin/routes.ts'],
    ['modules/orders/order-repository.ts', '../../db/schema/index.ts'],
    ['lib/x.ts', '../config.ts'],
    ['app.ts', './modules/fulfilment/routes.ts'],
  ])(
    'allows %s importing %s',
    async (file, source) => {
      expect(await boundaryRefusal(file, source)).toBeNull();
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
