import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import type { BenchContext, BenchResult } from './types.ts';

const BUDGET_KB = 90;
const KB = 1000; // as Vite reports sizes

/** The entry script and modulepreload links of index.html, as paths inside dist. */
export function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && /\btype="module"/i.test(tag)) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/i.test(tag)) found.add(href);
  }
  return [...found].filter((url) => !/^[a-z]+:/i.test(url)).map((url) => url.replace(/^\//, ''));
}

/** Every chunk the home route loads: the entries plus their static imports, recursively (not dynamic imports). */
export async function homeRouteChunks(distDir: string, entries: string[]): Promise<string[]> {
  await init;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(fs.readFileSync(path.join(distDir, file), 'utf8'));
    for (const specifier of imports) {
      // d === -1: a static import or export … from; dynamic import() has d ≥ 0 and loads later.
      if (specifier.d !== -1 || !specifier.n) continue;
      const target = specifier.n.startsWith('/')
        ? specifier.n.slice(1)
        : path.posix.join(path.posix.dirname(file), specifier.n);
      if (fs.existsSync(path.join(distDir, target))) visit(target);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * What a browser asking for brotli receives: the build's precompressed `.br` copy, or (a build
 * without one) what the server compresses on the fly, brotli at quality 4 (plugins/compression.ts).
 */
export function servedBrotliSize(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    .length;
}

type Manifest = Record<string, { file?: string; imports?: string[] }>;

/**
 * The chunks the server preloads with home beside the entry (apps/server storefront-page
 * route-chunks.ts): the home page's module and its static imports, and the language's shell
 * catalog (decision 0200), as files inside dist. Empty for a build without a manifest.
 */
export function homePreloads(distDir: string, language: string): string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['src/features/catalog/home-page.tsx', `src/locales/${language}/shell-messages.ts`].forEach(visit);
  return [...files];
}

/** The languages whose first load the budget is checked in (issue 29: English and French). */
const LANGUAGES = ['en', 'fr'] as const;

/** The JavaScript the home route loads before any lazy chunk, as served in brotli, against a 90 KB budget. */
export default async function run(ctx: BenchContext): Promise<BenchResult[]> {
  const distDir = path.join(ctx.repoRoot, 'apps/storefront/dist');
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    ctx.log('no storefront build: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ctx.repoRoot, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const chunks = await homeRouteChunks(distDir, entryScripts(fs.readFileSync(indexFile, 'utf8')));
  const sizes = chunks.map((file) => ({ file, served: servedBrotliSize(path.join(distDir, file)) }));
  for (const { file, served } of sizes) ctx.log(`${file}: ${(served / KB).toFixed(1)} KB as served (brotli)`);
  const total = sizes.reduce((sum, { served }) => sum + served, 0);
  const inLanguage: BenchResult[] = LANGUAGES.map((language) => {
    const preloads = homePreloads(distDir, language).filter((file) => !chunks.includes(file));
    const served = preloads.reduce((sum, file) => {
      const size = servedBrotliSize(path.join(distDir, file));
      ctx.log(`${language}: ${file}: ${(size / KB).toFixed(1)} KB as served (brotli)`);
      return sum + size;
    }, 0);
    const withPage = total + served;
    const hasCatalog = preloads.some((file) => file.includes('/shell-messages-'));
    return {
      name: `home route JavaScript in ${language}, as the server preloads it (brotli, as served)`,
      value: `${(withPage / KB).toFixed(1)} KB`,
      budget: `≤ ${BUDGET_KB} KB`,
      pass: hasCatalog && withPage <= BUDGET_KB * KB,
      note: `the row above plus ${preloads.join(', ') || 'nothing (no manifest)'}: the home page's chunks and the ${language} shell catalog`,
    };
  });
  return [
    {
      name: 'home route JavaScript before lazy chunks (brotli, as served)',
      value: `${(total / KB).toFixed(1)} KB`,
      budget: `≤ ${BUDGET_KB} KB`,
      pass: total <= BUDGET_KB * KB,
      note: `${chunks.length} chunk${chunks.length === 1 ? '' : 's'}: entry + modulepreload + static imports; the home page's own chunks and catalog are in the rows below; 1 KB = 1000 bytes`,
    },
    ...inLanguage,
  ];
}
