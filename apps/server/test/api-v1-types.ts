import openapiTS, { astToString } from 'openapi-typescript';
import type { FastifyInstance } from 'fastify';

export const API_V1_TYPES_FILE = new URL('./api-v1-schema.ts', import.meta.url);

const HEADER = `/**
 * The /api/v1 part of the served OpenAPI document as TypeScript types (openapi-typescript), for
 * the openapi-fetch client the integrator API's tests use. Generated: do not edit. After changing
 * a /api/v1 route run \`npm run api:types\`; api-v1-types.test.ts fails while this file differs
 * from the document the server serves.
 */
`;

/** The served document narrowed to /api/v1 (the integrator and point-of-sale calls), as types. */
export async function apiV1TypesSource(app: FastifyInstance): Promise<string> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, unknown>;
  } & Record<string, unknown>;
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/')));
  const ast = await openapiTS({ ...document, paths } as never, { alphabetize: true });
  return HEADER + astToString(ast);
}
