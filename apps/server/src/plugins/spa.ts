import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A browser asks for text/html; curl and most tools send any or nothing. Only a JSON-only client is refused the page. */
const acceptsHtml = (accept = '*/*') => accept.includes('text/html') || !accept.includes('application/json');
const isApi = (url: string) => /^\/(api|GiftCard|uploads|assets)(\/|$)/i.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built storefront. Unknown GET paths that are not API calls get index.html, so the
 * SPA's router decides (and shows its own 404 page); API and asset misses stay JSON 404s.
 * The page is a catch-all route rather than the not-found handler so that it is compressed like
 * every other route.
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
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn(`No storefront build at ${root}; run npm run build`);
    }

    const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found' });
    app.setNotFoundHandler(async (_request, reply) => notFound(reply));
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!hasBuild || isApi(request.url) || !acceptsHtml(request.headers.accept)) return notFound(reply);
        const html = await fs.promises.readFile(indexFile, 'utf8');
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      },
    });
  },
  { name: 'spa', dependencies: ['database'] },
);
