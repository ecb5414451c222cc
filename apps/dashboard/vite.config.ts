import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressBuild } from '../../scripts/vite-precompress.ts';
import { productionAliases } from '../../scripts/vite-production-aliases.ts';

/**
 * The merchant dashboard: a build of its own under /admin/, served by the server on every
 * store's host (plugins/dashboard.ts), so the storefront never loads its code.
 */
export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompressBuild()],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...productionAliases(mode)] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
}));
