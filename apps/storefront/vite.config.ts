import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import babel from 'vite-plugin-babel';
import { getConfig } from '@lingui/conf';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { precompressBuild } from '../../scripts/vite-precompress.ts';

/**
 * The server `npm run dev` starts, on PORT. Vite's string shorthand would rewrite the Host header
 * to the target's; the object keeps the browser's, so demo-split.localhost:5173 is demo-split's
 * store (the server picks the store by the host's first label).
 */
const apiServer = { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false };

/**
 * The Lingui macros (Trans, useLingui's t) become message lookups at build time (decision 0095).
 * Babel only parses TypeScript here (Vite strips the types after): one pass per extension, each
 * with its parser, as the plugin loads one configuration for all the files it is given.
 */
const linguiMacroPlugins = (['ts', 'tsx'] as const).map((extension) =>
  babel({
    include: new RegExp(`/src/.*\\.${extension}$`),
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { sourceType: 'module', plugins: extension === 'tsx' ? ['typescript', 'jsx'] : ['typescript'] },
      plugins: [
        [linguiMacroPlugin, { linguiConfig: getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) }) }],
      ],
    },
  }),
);

/**
 * The SPA is served by the Fastify server in production; in development Vite proxies the API to it.
 * JSX compiles with Vite's own transform (the automatic runtime, `react/jsx-runtime`, which the
 * aliases below make Preact's). No Fast Refresh plugin: React's does not drive Preact, and Preact's
 * (@prefresh/vite 4) needs Node 22 (decision 0255), so in development an edit reloads the page.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [...linguiMacroPlugins, tailwindcss(), ...(isSsrBuild ? [] : [precompressBuild()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The storefront is written against React's API and runs on Preact (decision 0260): a third of
      // the shell's size, and the page hydrated in one pass. The browser's bundle and the page renderer alike.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      // Its Node entry require()s every language's names by a computed path, which a bundle cannot
      // follow: the page renderer takes the browser's entry too, and countries.ts registers English.
      { find: /^i18n-iso-countries$/, replacement: 'i18n-iso-countries/index.js' },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/GiftCard': apiServer,
      '/uploads': apiServer,
      '/dev': apiServer,
    },
  },
  // `vite build --ssr` (dist-server/entry-server.js): the page renderer the server loads, with its npm
  // packages bundled in: Preact and the UI libraries are build-time dependencies, not installed on a server.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true }
    : {
        target: 'es2022',
        sourcemap: true,
        // One stylesheet, linked from index.html and never from a chunk. The server inlines it in every
        // page (page-html.ts); split, it was the entry chunk's, so every lazy import from a chunk that
        // imports the entry listed it, and Vite's preload helper, finding no <link> to it, asked for it
        // again: a second download, its parse, a restyle of the whole page, and the import held until
        // it loaded (the checkout's first load, bench/results.md).
        cssCodeSplit: false,
        // The server reads it to preload a page's own chunks with its first load (modules/storefront-page/route-chunks.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // Every module the first page needs in one chunk beside the entry: each further request
            // costs a phone a round trip and ~0.5 KB of headers, and brotli packs one file better than seven.
            // The listings' code, with the small shared parts it pulls in (price, image, badge, icons), is
            // one chunk too, so home loads 4 files instead of 12. Page modules stay their own chunks: the
            // server finds them in the manifest by name (route-chunks.ts).
            codeSplitting: {
              // The small chunks that modules shared between pages fell into (0.1–2 KB each, 19 of the
              // checkout's 48 requests) are copied into the chunks that read them; rolldown's registry keeps
              // one instance of each module (one state, one execution). The checkout asks for 24 files instead
              // of 48, a product page for 10 instead of 17, for 1–2 % more bytes (bench/results.md). The
              // stylesheet is excluded as Vite excludes it: a style module is emitted by every chunk that holds it
              // (decision 0274).
              experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 2 },
                { name: 'catalog', test: /\/features\/catalog\/(?!.*-page\.tsx$)/, priority: 1 },
                // The icons the pages load lazily, one file: each was a request of ~0.8 KB, five on the
                // checkout and three on a product page, and on HTTP/1.1 a phone waits a round trip per
                // six requests (the whole set is ~3 KB compressed).
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
}));
