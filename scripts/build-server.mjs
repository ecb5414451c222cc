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

/** Bare imports stay imports, except the workspace's own TypeScript packages, which are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@giftfront/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    main: path.join(src, 'main.ts'),
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
  logLevel: 'warning',
});
console.log(`Built the server into ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`);
