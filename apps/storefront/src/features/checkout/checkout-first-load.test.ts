// @vitest-environment node
import type TypeScript from 'typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_SRC as DOMAIN,
  evaluatedWith,
  parseModule,
  resolveImport,
  SRC,
  staticImports,
  ts,
} from '@/test/import-graph';

/**
 * zod builds each schema as its module is evaluated, and the browser evaluates a page's whole static
 * graph in one task before the page can answer a tap (bench/results.md, "The checkout's first load
 * in stages"). The shapes the checkout reads only after a shopper acts, or after an answer comes, are
 * imported with that request; this test holds them out of the page's first evaluation.
 */
const CHECKOUT = path.join(SRC, 'features/checkout/checkout-page.tsx');
/** The stages app/routes.tsx evaluates before the page, each a task of its own. */
const STAGES = ['product.ts', 'gift-details.ts', 'cart.ts', 'customer-form.ts'].map((file) => path.join(DOMAIN, file));
// customer.ts: the form's rules with the phone numbers' (checkout-rules-loader.ts loads them after the first render).
const LATER = ['gift-card.ts', 'manage-gift.ts', 'admin/bonus-rules.ts', 'order.ts', 'customer.ts'].map((file) =>
  path.join(DOMAIN, file),
);

/** The packages (bare specifiers) a module imports for their values. */
function packageImports(file: string): string[] {
  return parseModule(file).statements.flatMap((node) => {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) return [];
    const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
    const specifier = (node.moduleSpecifier as TypeScript.StringLiteral).text;
    const local = specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('@giftfront/');
    return typeOnly || local || resolveImport(file, specifier) ? [] : [specifier];
  });
}

/** The chains from the page and its stages to each module that imports a package matching `name`. */
function chainsToPackage(name: RegExp): string[] {
  const chains = new Set<string>();
  for (const entry of [...STAGES, CHECKOUT])
    for (const [file, chain] of evaluatedWith(entry))
      if (packageImports(file).some((specifier) => name.test(specifier)))
        chains.add(chain.map((step) => path.relative(SRC, step)).join(' → '));
  return [...chains];
}

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
    expect(chainsTo(reached, [path.join(DOMAIN, 'cart.ts'), path.join(DOMAIN, 'customer-form.ts')])).toHaveLength(2);
    expect(chainsTo(reached, LATER)).toEqual([]);
  });

  it("does not evaluate the phone numbers' library with the page or its stages", () => {
    // A real graph: the packages are seen (zod through the stages' shapes).
    expect(chainsToPackage(/^zod$/).length).toBeGreaterThan(0);
    // libphonenumber-js (its metadata, 82 KB) judges a mobile number: the rules come after the first render.
    expect(chainsToPackage(/^libphonenumber-js(\/|$)/)).toEqual([]);
    // Nor the mobile number's input, which imports the same metadata (its calling codes, its
    // as-you-type format): it shows only for postal delivery and is loaded with the rules
    // (components/lazy-phone-field.tsx).
    expect(chainsToPackage(/^react-phone-number-input(\/|$)/)).toEqual([]);
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
