import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { createMetrics } from './metrics-registry.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at /metrics (prom-client), only when METRICS_TOKEN is set and then only for
 * `Authorization: Bearer <METRICS_TOKEN>`. Requests are labelled by route pattern, so no code,
 * order id or address ever becomes a label.
 */
export default fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const metrics = createMetrics(app.database);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'The metrics need the bearer token set in METRICS_TOKEN.' });
      }
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.scrape());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
