// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layers of src/README.md, as eslint.config.js enforces them (giftfront/boundaries). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function refusal(file: string, source: string): Promise<string | null> {
  const [result] = await eslint.lintText(`import '${source}';\n`, {
    filePath: path.join(repoRoot, 'apps/storefront/src', file),
  });
  return result?.messages.find((message) => message.ruleId === 'giftfront/boundaries')?.message ?? null;
}

describe('the storefront import boundaries', () => {
  it.each([
    ['features/cart/x.ts', '@/features/checkout/checkout-page', 'feature:cart may not import from feature:checkout'],
    ['features/cart/x.ts', '@/app/routes', 'feature:cart may not import from app'],
    [
      'entities/cart/x.ts',
      '@/features/gift-details/gift-dialog-state',
      'entity:cart may not import from feature:gift-details',
    ],
    ['components/x.tsx', '@/entities/store/store-settings', 'components may not import from entity:store'],
    ['lib/x.ts', '@/entities/cart/use-cart', 'lib may not import from entity:cart'],
    ['lib/x.ts', '../features/catalog/home-page', 'lib may not import from feature:catalog'],
    ['test/x.tsx', '@/features/cart/cart-page', 'test may not import from feature:cart'],
  ])(
    'refuses %s importing %s',
    async (file, source, message) => {
      expect(await refusal(file, source)).toContain(message);
    },
    30_000,
  );

  it.each([
    ['app/x.tsx', '@/features/cart/cart-page'],
    ['features/cart/x.ts', '@/entities/cart/use-cart'],
    ['features/cart/x.ts', './cart-texts'],
    ['entities/payment/x.ts', '@/entities/cart/cart-storage'],
    ['entities/cart/x.ts', '@/components/button'],
    ['components/x.tsx', '@/lib/money-format'],
    ['test/render.tsx', '@/entities/store/store-settings'],
    ['features/cart/x.test.tsx', '@/test/render'],
  ])(
    'allows %s importing %s',
    async (file, source) => {
      expect(await refusal(file, source)).toBeNull();
    },
    30_000,
  );
});
