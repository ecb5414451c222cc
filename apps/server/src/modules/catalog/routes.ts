import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuerySchema, productSchema, productSlugSchema } from '@giftfront/domain/product';
import { notFound } from '../../lib/domain-errors.ts';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../lib/encoded-json.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { catalogVersion } from './catalog-version-read-model.ts';
import { findProduct, listProducts } from './product-repository.ts';
import { TtlCache } from './ttl-cache.ts';

/** product §7 store calls for the catalogue, scoped to the host's store. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.loadActiveStore);
  // The listing as sent (JSON, brotli, gzip, ETag), per catalogue version: a merchant's change
  // misses every instance's cache at once; the sold count ("N left") may lag by a second (decision 0040).
  const listings = new TtlCache<EncodedJson>(1000);
  const errors = { 400: messageSchema, 403: messageSchema, 404: messageSchema };

  app.get(
    '/api/Store/Products',
    {
      schema: {
        tags: ['store'],
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { id, settings } = request.store;
      // The merchant's texts in the shopper's language (decision 0165): one listing per language.
      const language = requestLanguage(request, settings);
      reply.header('vary', 'accept-language, cookie');
      const load = async () =>
        encodeJson(await listProducts(app.db, id, settings.currencyCode, request.query.type, language));
      const version = await catalogVersion(app.db, id);
      return sendEncodedJson(
        request,
        reply,
        await listings.get(`${id}:${version}:${request.query.type}:${language}`, load),
      );
    },
  );

  app.get(
    '/api/Store/GetProductBySlug/:slug',
    {
      schema: {
        tags: ['store'],
        params: z.object({ slug: productSlugSchema }),
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      const { settings } = request.store;
      const product = await findProduct(
        app.db,
        request.store.id,
        settings.currencyCode,
        { slug: request.params.slug },
        requestLanguage(request, settings),
      );
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  app.get(
    '/api/Store/GetProductById/:id',
    {
      schema: {
        tags: ['store'],
        params: z.object({ id: z.uuid('id must be a product id (uuid)') }),
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      const { settings } = request.store;
      const product = await findProduct(
        app.db,
        request.store.id,
        settings.currencyCode,
        { id: request.params.id },
        requestLanguage(request, settings),
      );
      if (!product) throw notFound('Product not found');
      return product;
    },
  );
};

export default catalogRoutes;
