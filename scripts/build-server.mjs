import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The compiled server for production (docs/deploying.md): main.ts and the store and mail commands
 * bundled with esbuild into apps/server/dist/, @giftfront/domain compiled in, every npm package left
 * external (installed by `npm ci --omit=dev`). Node runs it without a TypeScript loader.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const src = path.join(repoRoot, 'apps/server/src');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'apps/server/dist');

/**
 * Bare imports stay imports, except the workspace's own TypeScript packages and the tracing
 * libraries with what they use (50 MB installed, a few hundred KB bundled). The two module hooks
 * tracing patches through stay installed: their loader and the patched modules share one copy.
 */
const BUNDLED = /^(@giftfront\/|@opentelemetry\/|@fastify\/otel$)/;
// esbuild reads a package's files only when it bundles that package: what they import is bundled too.
const INSIDE_A_PACKAGE = /[\\/]node_modules[\\/]/;
const MODULE_HOOKS = /^(import|require)-in-the-middle(\/|$)/;
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (MODULE_HOOKS.test(args.path)) return { path: args.path, external: true };
      if (BUNDLED.test(args.path) || INSIDE_A_PACKAGE.test(args.importer)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    main: path.join(src, 'main.ts'),
    tracing: path.join(src, 'tracing.ts'),
    store: path.join(src, 'cli/store.ts'),
    mail: path.join(src, 'cli/mail.ts'),
  },
  outdir,
  bundle: true,
  // Shared code in chunks beside the entry points: every file sits directly in dist/, as src/paths.ts expects.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [packagesExternal],
  // Bundled CommonJS (the tracing libraries) calls require(): give the ES modules one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Built the server into ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`);
