import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A browser asks for text/html; curl and most tools send any or nothing. Only a JSON-only client is refused the page. */
const acceptsHtml = (accept = '*/*') => accept.includes('text/html') || !accept.includes('application/json');

/**
 * Serves the built storefront. Unknown GET paths that are not API calls get index.html, so the
 * SPA's router decides (and shows its own 404 page); API and asset misses stay JSON 404s.
 */
export default fp(
  async (app) => {
    const root = app.config.STATIC_DIR;
    const indexFile = path.join(root, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn(`No storefront build at ${root}; run npm run build`);
    }
    const isApi = (url: string) => /^\/(api|GiftCard|uploads|assets)(\/|$)/i.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    app.setNotFoundHandler(async (request, reply) => {
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url) && acceptsHtml(request.headers.accept);
      if (wantsHtml && hasBuild) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root, { cacheControl: false });
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  },
  { name: 'spa', dependencies: ['database'] },
);
