import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storefrontPageAnswer } from '../modules/storefront-page/page-data.ts';
import { loadPageTemplate, renderPage, type PageTemplate } from '../modules/storefront-page/page-html.ts';
import { chunkUrls, pageModules, readManifest, type Manifest } from '../modules/storefront-page/route-chunks.ts';

/** A browser asks for text/html; curl and most tools send any or nothing. Only a JSON-only client is refused the page. */
const acceptsHtml = (accept = '*/*') => accept.includes('text/html') || !accept.includes('application/json');
const isApi = (url: string) => /^\/(api|GiftCard|uploads|assets)(\/|$)/i.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built storefront. GET paths that are not API calls or files get index.html with the
 * page's data, head and status (modules/storefront-page): the unknown page or product 404, an
 * unknown store 404, an inactive one 503, each still the page the storefront shows for it. API
 * and asset misses stay JSON 404s. The page is a catch-all route rather than the not-found
 * handler so that it is compressed like every other route.
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

    let template: PageTemplate | undefined;
    let manifest: Manifest | null | undefined;
    const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found' });
    app.setNotFoundHandler(async (_request, reply) => notFound(reply));
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!hasBuild || isApi(request.url) || !acceptsHtml(request.headers.accept)) return notFound(reply);
        template ??= loadPageTemplate(root);
        if (manifest === undefined) manifest = readManifest(root);
        const store = await app.findStore(request.storeSlug);
        const answer = await storefrontPageAnswer(app.db, app.config, store, request.url.split('?')[0] ?? '/');
        const chunks = manifest ? chunkUrls(manifest, pageModules(answer.page)) : [];
        const html = renderPage(template, answer, `${request.protocol}://${request.host}`, chunks);
        return reply.status(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      },
    });
  },
  { name: 'spa', dependencies: ['database', 'store-context'] },
);
