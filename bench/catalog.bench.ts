import autocannon from 'autocannon';
import { startServer } from './support/server.ts';
import type { BenchContext, BenchResult } from './types.ts';

const CONNECTIONS = 20;
const HOST = 'demo.localhost';

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { host: HOST } });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const format = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`;

/** Requests per second of the catalogue (database, JSON of 11 products) against a trivial JSON route on the same server. */
export default async function run(ctx: BenchContext): Promise<BenchResult[]> {
  ctx.log('starting the server with the shipped stores');
  const server = await startServer();
  try {
    const products = `${server.origin}/api/Store/Products`;
    const healthz = `${server.origin}/healthz`;
    ctx.log('warming up');
    await requestsPerSecond(products, Math.min(2, ctx.durationSeconds));
    await requestsPerSecond(healthz, Math.min(2, ctx.durationSeconds));
    ctx.log(`GET /api/Store/Products for ${ctx.durationSeconds} s`);
    const catalog = await requestsPerSecond(products, ctx.durationSeconds);
    ctx.log(`GET /healthz for ${ctx.durationSeconds} s`);
    const trivial = await requestsPerSecond(healthz, ctx.durationSeconds);
    const how = `autocannon, ${CONNECTIONS} connections, ${ctx.durationSeconds} s, Host ${HOST}, embedded database`;
    return [
      { name: 'GET /api/Store/Products', value: format(catalog), note: how },
      { name: 'GET /healthz', value: format(trivial), note: how },
      {
        name: 'Products / healthz',
        value: `${((catalog / trivial) * 100).toFixed(1)} % (1 : ${Math.round(trivial / catalog)})`,
        note: 'catalogue throughput as a share of the trivial route',
      },
    ];
  } finally {
    await server.stop();
  }
}
