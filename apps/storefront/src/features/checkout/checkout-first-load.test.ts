// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_SRC as DOMAIN, evaluatedWith, SRC, staticImports } from '@/test/import-graph';

/**
 * zod builds each schema as its module is evaluated, and the browser evaluates a page's whole static
 * graph in one task before the page can answer a tap (bench/results.md, "The checkout's first load
 * in stages"). The shapes the checkout reads only after a shopper acts, or after an answer comes, are
 * imported with that request; this test holds them out of the page's first evaluation.
 */
const CHECKOUT = path.join(SRC, 'features/checkout/checkout-page.tsx');
const LATER = ['gift-card.ts', 'manage-gift.ts', 'admin/bonus-rules.ts', 'order.ts'].map((file) =>
  path.join(DOMAIN, file),
);

const chainsTo = (reached: Map<string, string[]>, files: string[]) =>
  files
    .filter((file) => reached.has(file))
    .map((file) =>
      reached
        .get(file)!
        .map((step) => path.relative(SRC, step))
        .join(' → '),
    );

describe("the checkout's first load", () => {
  it('evaluates the shapes it shows at once and none of those it reads later', () => {
    const reached = evaluatedWith(CHECKOUT);
    // A real graph: the cart's and the customer form's shapes are there.
    expect(chainsTo(reached, [path.join(DOMAIN, 'cart.ts'), path.join(DOMAIN, 'customer.ts')])).toHaveLength(2);
    expect(chainsTo(reached, LATER)).toEqual([]);
  });

  it('sees a shape imported with the page instead of with its request', () => {
    const promoApi = path.join(SRC, 'features/checkout/promo/promo-api.ts');
    const eager = `import { giftCardLookupSchema } from '@giftfront/domain/gift-card';\n${readFileSync(promoApi, 'utf8')}`;
    const read = (file: string) => staticImports(file, file === promoApi ? eager : undefined);
    expect(chainsTo(evaluatedWith(CHECKOUT, read), LATER)).toEqual([
      expect.stringMatching(/checkout-page\.tsx → .*promo-api\.ts → .*domain\/src\/gift-card\.ts$/),
    ]);
  });
});
