import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { SwaggerTransform } from '@fastify/swagger';
import type { Config } from '../config.ts';

const DESCRIPTION = `Store, payment and gift card calls of product §7, the merchant dashboard's /api/admin (session cookie)
and point-of-sale systems' /api/v1 (bearer API key, docs/pos-api.md).

**Which store answers** is decided by the host, never by a parameter: its first label is the store's
slug (\`acme.example.com\` and \`acme.localhost:3000\` are the store \`acme\`). A bare \`localhost\`, an IP
address or a host without a subdomain is the default store (DEFAULT_STORE). Amounts are decimal numbers
in the store's currency.`;

/** `GET /api/admin/gift-cards/:id` → `getApiAdminGiftCardsById`: an operationId for a route that names none. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * Every operation gets an operationId (its own, or one made from its method and path) and says how
 * it is authenticated: the dashboard's session cookie or an API key (decision 0093).
 */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as never) as { schema: Record<string, unknown>; url: string };
  const schema = { ...out.schema };
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  schema.operationId ??= operationIdOf(method, input.url);
  const rule = input.route.config?.access;
  if (rule && rule !== 'public' && !schema.security)
    schema.security = rule.via === 'key' ? [{ apiKey: [] }] : [{ session: [] }];
  return { ...out, schema };
};

/** Production keeps its route map to itself unless the operator publishes it (API_DOCS=public). */
export const apiDocsServed = (config: Pick<Config, 'NODE_ENV' | 'API_DOCS'>): boolean =>
  config.API_DOCS === 'public' || (config.NODE_ENV !== 'production' && config.API_DOCS !== 'off');

/**
 * The OpenAPI document, generated from the routes' own schemas: a readable reference at /api/docs
 * (swagger-ui, whose code only that page loads) and the JSON at /api/docs/json.
 */
export default fp<{ sessionCookie: string }>(
  async (app, { sessionCookie }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Giftfront API', version: '1.0.0', description: DESCRIPTION },
        components: {
          securitySchemes: {
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API key created by an owner in the dashboard, with the scopes the call needs (docs/integrations.md)',
            },
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookie,
              description:
                'The dashboard’s session, set by POST /api/admin/session; changes also need this store’s Origin',
            },
          },
        },
      },
      transform,
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
