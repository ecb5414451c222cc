import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' own schemas, at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Giftfront API',
          version: '1.0.0',
          description: 'Store, payment and gift card calls of SPEC.md §7; the dashboard (admin, session cookie) and point-of-sale systems (pos, docs/pos-api.md).',
        },
        components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key created by an owner in the dashboard' } } },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
