import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The compiled server for production (docs/deploying.md): main.ts and the store and mail commands
 * bundled with esbuild into apps/server/dist/, @giftfront/domain and the pure-JavaScript packages
 * compiled in, the server's dependencies left external (installed by `npm ci --omit=dev`). Node
 * runs it without a TypeScript loader.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const src = path.join(repoRoot, 'apps/server/src');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'apps/server/dist');

/**
 * The npm packages a server installs (apps/server/package.json's dependencies): those that read
 * files of their own at run time (WebAssembly, fonts, static pages, native code) or that others of
 * them import. Every other package, and the workspace's own TypeScript, is bundled into dist/ and
 * is a devDependency, so `npm ci --omit=dev` stays small (docs/deploying.md).
 */
const serverManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8'));
const installed = Object.keys(serverManifest.dependencies).filter((name) => !name.startsWith('@giftfront/'));
const isInstalled = (specifier) => installed.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || isInstalled(args.path) ? { path: args.path, external: true } : undefined,
    );
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
  // Bundled CommonJS packages require Node's modules (and the installed ones): give ES modules a require.
  banner: {
    js: "import { createRequire as __giftfrontCreateRequire } from 'node:module'; const require = __giftfrontCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Built the server into ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`);
