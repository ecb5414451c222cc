import createClient from 'openapi-fetch';
import type { FastifyInstance } from 'fastify';
import type { paths } from './api-v1-schema.ts';

/**
 * The /api/v1 client generated from the OpenAPI document (openapi-fetch over api-v1-schema.ts),
 * calling the app through inject: a route that drifts from its document fails to typecheck here.
 */
export function apiV1Client(app: FastifyInstance, host: string, key: string | null) {
  return createClient<paths>({
    baseUrl: `http://${host}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.text();
      const res = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { ...Object.fromEntries(request.headers), host },
        ...(body ? { payload: body } : {}),
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
}
