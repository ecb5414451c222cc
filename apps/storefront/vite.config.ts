import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The server `npm run dev` starts, on PORT. Vite's string shorthand would rewrite the Host header
 * to the target's; the object keeps the browser's, so demo-split.localhost:5173 is demo-split's
 * store (the server picks the store by the host's first label).
 */
const apiServer = { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false };

/** The SPA is served by the Fastify server in production; in development Vite proxies the API to it. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/GiftCard': apiServer,
      '/uploads': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
