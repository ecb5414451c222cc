import fs from 'node:fs';
import path from 'node:path';
import { errorCodes, type FastifyPluginAsync } from 'fastify';
import { answerRoutingError } from '../../plugins/errors.ts';
import { storefrontPageAnswer, type StorefrontPageAnswer } from './page-data.ts';
import { loadPageTemplate, renderPage, scriptSafeJson, type PageTemplate } from './page-html.ts';
import { createPageRenderer } from './page-renderer.ts';
import { shopperLanguage } from './language-choice-http.ts';
import { catalogModules, chunkUrls, pageModules, readManifest, type Manifest } from './route-chunks.ts';

/** A browser asks for text/html; curl and most tools send any or nothing. Only a JSON-only client is refused the page. */
const acceptsHtml = (accept = '*/*') => accept.includes('text/html') || !accept.includes('application/json');
const isApi = (url: string) =>
  /^\/(api|GiftCard|uploads|assets)(\/|$)/i.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * The pages whose first render needs nothing but the page's data: the listings and the product
 * pages, and the checkout's skeleton (its cart is in the browser's storage; a hint in <head> picks
 * which parts show). The cart page and confirmation read that storage for all they show, so the
 * browser renders them.
 */
const rendersOnServer = ({ status, page, data }: StorefrontPageAnswer) =>
  status === 200 &&
  data?.products != null &&
  (page?.kind === 'listing' ||
    (page?.kind === 'product' && !page.preview) ||
    (page?.kind === 'page' && page.path === '/checkout'));

/**
 * Every GET path that is no API call or file gets the storefront's page with its data, head and
 * status: an unknown page or product 404, an unknown store 404, an inactive one 503, each still
 * the page the storefront shows for it. A catch-all route rather than the not-found handler so
 * that it is compressed like every other route.
 */
const storefrontPageRoutes: FastifyPluginAsync = async (app) => {
  const root = app.config.STATIC_DIR;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  let template: PageTemplate | undefined;
  let manifest: Manifest | null | undefined;
  const renderOnServer = createPageRenderer(app.config.STOREFRONT_RENDERER, app.log);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // This catch-all matches what an API route refused for a too long parameter: answer it as Fastify would have.
      if (
        isApi(pathname) &&
        pathname.split('/').some((part) => part.length > (app.initialConfig.maxParamLength ?? 100))
      ) {
        return answerRoutingError(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(pathname), request, reply);
      }
      if (!hasBuild || isApi(request.url) || !acceptsHtml(request.headers.accept))
        return reply.status(404).send({ message: 'Not found' });
      template ??= loadPageTemplate(root);
      if (manifest === undefined) manifest = readManifest(root);
      const store = await app.findStore(request.storeSlug);
      const language = shopperLanguage(request, reply, store?.settings);
      const answer = await storefrontPageAnswer(app.db, app.config, store, pathname, language);
      // The page's language catalogs are preloaded with its chunks: the browser hydrates once it has them
      // (decisions 0095, 0200). They go first: the entry awaits them before anything else (decision 0235).
      const chunks = manifest
        ? chunkUrls(manifest, [...catalogModules(answer.page, language), ...pageModules(answer.page)])
        : [];
      const dataJson = answer.data ? scriptSafeJson(answer.data) : undefined;
      const rendered =
        rendersOnServer(answer) && dataJson ? await renderOnServer(request.url, answer.data, dataJson, language) : null;
      const html = renderPage(
        template,
        answer,
        `${request.protocol}://${request.host}`,
        chunks,
        rendered,
        dataJson,
        language,
      );
      return reply
        .status(answer.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  });
};

export default storefrontPageRoutes;
