import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/domain-errors.ts';
import { isSafeImageName } from './upload-path.ts';

/** An upload is never a document: no script, no plugins, no sniffing it into one (even a sanitized SVG). */
const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};
/** A versioned address (?v=<hash prefix>) never changes; a plain one may after a re-import, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

const params = z.object({ store: z.string(), '*': z.string() });
const query = z.object({ v: z.string().max(64).optional() });

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * GET /uploads/<store>/<name>: a store's images, from media storage, only on that store's own host
 * (another store's host answers 404, so an image never runs on another store's origin).
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(UPLOAD_HEADERS);
    return payload;
  });

  app.get(
    '/uploads/:store/*',
    { preHandler: app.loadStore, schema: { params, querystring: query, hide: true } },
    async (request, reply) => {
      const { store, '*': name } = request.params as z.infer<typeof params>;
      const { v: version } = request.query as z.infer<typeof query>;
      if (store !== request.store.slug || !isSafeImageName(name)) throw notFound();
      const revalidating = request.headers['if-none-match'];
      const found = revalidating
        ? await app.media.info(request.store.id, name)
        : await app.media.read(request.store.id, name);
      if (!found) throw notFound();
      const etag = `"${found.sha256}"`;
      const versioned = !!version && version.length >= 8 && found.sha256.startsWith(version);
      reply.headers({
        etag,
        'cache-control': versioned ? IMMUTABLE : REVALIDATE,
        'last-modified': found.updatedAt.toUTCString(),
      });
      if (etagMatches(revalidating, etag)) return reply.status(304).send();
      const image = 'bytes' in found ? found : await app.media.read(request.store.id, name);
      if (!image) throw notFound();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
