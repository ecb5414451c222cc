import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Every text answer (HTML, JSON, JS, CSS, SVG, plain text) in brotli or gzip, whichever the
 * client asked for, brotli first. Brotli at quality 4 (the plugin's default): close to gzip's
 * speed on the fly; the storefront's and dashboard's assets are compressed at quality 11 at
 * build time and served as they are (@fastify/static's preCompressed).
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
