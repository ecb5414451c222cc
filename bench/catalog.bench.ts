import autocannon from 'autocannon';
import { startServer } from './support/server.ts';
import type { BenchContext, BenchResult } from './types.ts';

const CONNECTIONS = 20;
const HOST = 'demo.localhost';
// What a browser's fetch sends: the catalogue is measured as shoppers receive it, compressed.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const SHARE_GOAL = 60;
const P99_BUDGET_MS = 20;

async function load(url: string, seconds: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: HOST, 'accept-encoding': ACCEPT_ENCODING },
  });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const format = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`;

/** Requests per second and p99 of the catalogue (JSON of 11 products, cached as sent) against a trivial JSON route on the same server. */
export default async function run(ctx: BenchContext): Promise<BenchResult[]> {
  ctx.log('starting the server with the shipped stores');
  const server = await startServer();
  try {
    const products = `${server.origin}/api/Store/Products`;
    const healthz = `${server.origin}/healthz`;
    ctx.log('warming up');
    await load(products, Math.min(2, ctx.durationSeconds));
    await load(healthz, Math.min(2, ctx.durationSeconds));
    ctx.log(`GET /api/Store/Products for ${ctx.durationSeconds} s`);
    const catalog = await load(products, ctx.durationSeconds);
    ctx.log(`GET /healthz for ${ctx.durationSeconds} s`);
    const trivial = await load(healthz, ctx.durationSeconds);
    const how = `autocannon, ${CONNECTIONS} connections, ${ctx.durationSeconds} s, Host ${HOST}, Accept-Encoding ${ACCEPT_ENCODING}, embedded database`;
    const share = (catalog.rps / trivial.rps) * 100;
    return [
      { name: 'GET /api/Store/Products', value: format(catalog.rps), note: how },
      {
        name: 'GET /api/Store/Products p99',
        value: `${catalog.p99} ms`,
        budget: `≤ ${P99_BUDGET_MS} ms`,
        pass: catalog.p99 <= P99_BUDGET_MS,
        note: how,
      },
      { name: 'GET /healthz', value: format(trivial.rps), note: `${how}; p99 ${trivial.p99} ms` },
      {
        name: 'Products / healthz',
        value: `${share.toFixed(1)} % (1 : ${(trivial.rps / catalog.rps).toFixed(1)})`,
        budget: `≥ ${SHARE_GOAL} %`,
        pass: share >= SHARE_GOAL,
        note: 'catalogue throughput as a share of the trivial route',
      },
    ];
  } finally {
    await server.stop();
  }
}
