import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

/**
 * The merchant dashboard's own policy: only this origin's scripts (none inline), never framed,
 * forms and API calls to this origin only. Styles may be inline: Radix's scroll lock injects a
 * <style> element while a dialog is open.
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PRIVATE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'content-security-policy': DASHBOARD_CSP,
  'x-frame-options': 'DENY',
};

/**
 * Serves apps/dashboard's build at /admin on every store's host: hashed assets cached for good,
 * every other /admin path the page itself (the dashboard's router decides). A build of its own,
 * so the storefront never loads the dashboard's JavaScript.
 */
export default fp(
  async (app) => {
    const root = app.config.DASHBOARD_DIR;
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) app.log.warn(`No dashboard build at ${root}; run npm run build`);

    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
        res.header('x-robots-tag', PRIVATE_HEADERS['x-robots-tag']);
      },
    });

    const page = async (_request: unknown, reply: FastifyReply) => {
      const html = await fs.promises.readFile(indexFile, 'utf8').catch(() => null);
      reply.headers({ ...PRIVATE_HEADERS, 'cache-control': 'no-cache' });
      if (html === null)
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The dashboard is not built: run npm run build.');
      return reply.type('text/html; charset=utf-8').send(html);
    };
    app.get('/admin', { schema: { hide: true } }, page);
    app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
      // A missing asset is a 404, not the page (a stale tab asking for an old chunk must fail loudly).
      if (request.url.startsWith('/admin/assets/')) return reply.status(404).send({ message: 'Not found' });
      return page(request, reply);
    });
  },
  { name: 'dashboard', dependencies: ['database'] },
);
