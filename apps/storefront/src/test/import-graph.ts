import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';

/** Reading the storefront's code as Vite resolves it, for tests that hold what a page loads. */
// Node's own require: Vite's transform of the compiler's 9 MB file only adds a missing-source-map warning.
export const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
export const SRC = path.resolve(import.meta.dirname, '..');
export const DOMAIN_SRC = path.resolve(SRC, '../../../packages/domain/src');

/** A module specifier as Vite resolves it here: relative, `@/` or the domain package's, with its extension or index file. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('@giftfront/domain/')
      ? path.join(DOMAIN_SRC, specifier.slice('@giftfront/domain/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null; // another package
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

export const parseModule = (file: string, source = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The files a module imports or re-exports for their values (not `import type`): what runs when it is evaluated. */
export function staticImports(file: string, source?: string): string[] {
  const found: string[] = [];
  for (const node of parseModule(file, source).statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
    const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
    const target = resolveImport(file, (node.moduleSpecifier as TypeScript.StringLiteral).text);
    if (target && !typeOnly) found.push(target);
  }
  return found;
}

/** Every file evaluated with `entry`, each with the chain of imports that reaches it. */
export function evaluatedWith(entry: string, read: (file: string) => string[] = staticImports): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of read(file))
      if (!reached.has(next)) {
        reached.set(next, [...reached.get(file)!, next]);
        queue.push(next);
      }
  }
  return reached;
}
