// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';
import { evaluatedWith, parseModule, resolveImport as resolve, SRC, ts } from './test/import-graph';

/**
 * Decision 0200: the browser starts with the shell catalog only, and a lazy page or dialog whose
 * texts are in the page-messages catalog must be loaded through `withPageMessages`, or it renders
 * its English source text (or ids) in a French page. The pseudo-locale tests render with every
 * catalog and cannot see the omission; this test reads the code instead.
 *
 * From the browser's entry, it follows every static import and every dynamic `import()` that is not
 * inside a `withPageMessages(…)` call: that is all the code that can render before the
 * page-messages catalog is in. None of it may own a message of that catalog (the files the English
 * page-messages.po names as its messages' origins).
 */
const ENTRY = path.join(SRC, 'main.tsx');

const isLoaderCall = (node: TypeScript.Node) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'withPageMessages';

interface Imports {
  /** Static imports and re-exports, and dynamic imports made without the page-messages catalog. */
  shellOnly: string[];
  /** Dynamic imports inside `withPageMessages(…)`: their code runs with every catalog. */
  withMessages: string[];
}

function importsOf(file: string, source?: string): Imports {
  const tree = parseModule(file, source);
  const imports: Imports = { shellOnly: [], withMessages: [] };
  const visit = (node: TypeScript.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const target = resolve(file, (node.moduleSpecifier as TypeScript.StringLiteral).text);
      if (target && !typeOnly) imports.shellOnly.push(target);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const target = argument && ts.isStringLiteral(argument) ? resolve(file, argument.text) : null;
      if (target) {
        let wrapped = false;
        for (let up: TypeScript.Node | undefined = node.parent; up && !wrapped; up = up.parent)
          wrapped = isLoaderCall(up);
        (wrapped ? imports.withMessages : imports.shellOnly).push(target);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return imports;
}

/** The files whose messages are in a page-messages catalog (Lingui's `#:` origins, relative to apps/storefront). */
function pageMessageOwners(): Set<string> {
  const po = readFileSync(path.join(SRC, 'locales/en/page-messages.po'), 'utf8');
  return new Set(
    [...po.matchAll(/^#: (.+)$/gm)]
      .flatMap((line) => line[1]!.split(' '))
      .map((origin) => path.join(SRC, '..', origin)),
  );
}

/** Every file that can run before the page-messages catalog is loaded, each with how it is reached. */
function shellOnlyCode(read: (file: string) => Imports = importsOf): Map<string, string[]> {
  return evaluatedWith(ENTRY, (file) => read(file).shellOnly);
}

/** The chains from the entry to a file that shows a page-messages text without that catalog. */
function missingPageMessages(read?: (file: string) => Imports): string[] {
  const owners = pageMessageOwners();
  return [...shellOnlyCode(read)]
    .filter(([file]) => owners.has(file))
    .map(([, chain]) => chain.map((file) => path.relative(SRC, file)).join(' → '));
}

describe('lazy pages and dialogs bring the page-messages catalog (decision 0200)', () => {
  it('no code that runs before the page-messages catalog is in shows one of its texts', () => {
    // The entry reaches home, the listings and the frame's code without the catalog: a real graph.
    expect(shellOnlyCode().size).toBeGreaterThan(40);
    expect(missingPageMessages()).toEqual([]);
  });

  it('reads every route and dialog loaded through withPageMessages (the test sees what it checks)', () => {
    const loaded = [path.join(SRC, 'app/routes.tsx'), path.join(SRC, 'app/shop-overlays.tsx')].flatMap(
      (file) => importsOf(file).withMessages,
    );
    const owners = pageMessageOwners();
    expect(owners.size).toBeGreaterThan(50);
    expect(loaded.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['features/checkout/checkout-page.tsx', 'features/cart/cart-drawer.tsx']),
    );
  });

  it('fails for a lazy page loaded without withPageMessages', () => {
    const routes = path.join(SRC, 'app/routes.tsx');
    const source = readFileSync(routes, 'utf8');
    const unwrapped = source.replace(
      /withPageMessages\(\(\) => import\('@\/features\/cart\/cart-page'\)([^)]*\)[^)]*\))\)/,
      "() => import('@/features/cart/cart-page')$1",
    );
    expect(unwrapped).not.toBe(source);
    const read = (file: string) => (file === routes ? importsOf(file, unwrapped) : importsOf(file));
    expect(missingPageMessages(read)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^main\.tsx → .*app\/routes\.tsx → features\/cart\/cart-page\.tsx$/),
      ]),
    );
  });
});
