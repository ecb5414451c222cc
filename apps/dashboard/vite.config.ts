import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressBuild } from '../../scripts/vite-precompress.ts';
import { productionAliases } from '../../scripts/vite-production-aliases.ts';

/**
 * The server `npm run dev` starts, on PORT. Vite's string shorthand would rewrite the Host header
 * to the target's; the object keeps the browser's, so demo-split.localhost:5173 is demo-split's
 * store (the server picks the store by the host's first label).
 */
const apiServer = { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false };

/**
 * The merchant dashboard: a build of its own under /admin/, served by the server on every
 * store's host (plugins/dashboard.ts), so the storefront never loads its code.
 */
export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompressBuild()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...productionAliases(mode)],
  },
  server: {
    port: 5174,
    proxy: { '/api': apiServer, '/dev': apiServer },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
}));
