import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

const DESCRIPTION = `Store, payment and gift card calls of product §7, the merchant dashboard's /api/admin (session cookie)
and point-of-sale systems' /api/v1 (bearer API key, docs/pos-api.md).

**Which store answers** is decided by the host, never by a parameter: its first label is the store's
slug (\`acme.example.com\` and \`acme.localhost:3000\` are the store \`acme\`). A bare \`localhost\`, an IP
address or a host without a subdomain is the default store (DEFAULT_STORE). Amounts are decimal numbers
in the store's currency.`;

/** Production keeps its route map to itself unless the operator publishes it (API_DOCS=public). */
export const apiDocsServed = (config: Pick<Config, 'NODE_ENV' | 'API_DOCS'>): boolean =>
  config.API_DOCS === 'public' || (config.NODE_ENV !== 'production' && config.API_DOCS !== 'off');

/**
 * The OpenAPI document, generated from the routes' own schemas: a readable reference at /api/docs
 * (swagger-ui, whose code only that page loads) and the JSON at /api/docs/json.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Giftfront API', version: '1.0.0', description: DESCRIPTION },
        components: {
          securitySchemes: {
            apiKey: { type: 'http', scheme: 'bearer', description: 'An API key created by an owner in the dashboard' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The document is built either way (app.swagger(): tests read it); only the pages are withheld.
    if (!apiDocsServed(app.config)) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
