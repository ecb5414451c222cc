import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressBuild } from '../../scripts/vite-precompress.ts';
import { productionAliases } from '../../scripts/vite-production-aliases.ts';

/** The SPA is served by the Fastify server in production; in development Vite proxies the API to it. */
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), precompressBuild()],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...productionAliases(mode)] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/GiftCard': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server reads it to preload a page's own chunks with its first load (modules/storefront-page/route-chunks.ts).
    manifest: true,
  },
}));
