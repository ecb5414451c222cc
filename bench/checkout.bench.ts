/**
 * Checkout throughput: orders per second through ValidateOrder and the sandbox confirmation
 * (create intent → ValidateOrder → Sandbox/Confirm, which fulfils), in-process (app.inject), on
 * embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 * bench/checkout-processes.bench.ts measures the same checkout over HTTP with one and two processes.
 *
 * `npm run bench -- checkout` runs both files and prints only.
 */
import { PGlite } from '@electric-sql/pglite';
import { build } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { benchStoreFile, placeOrders, prepareCheckout, type BenchRequest } from './support/checkout-order.ts';
import { benchOn, benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import { tallyQueries } from './support/query-tally.ts';
import { cpuSplit } from './support/cpu-split.ts';
import type { BenchContext, BenchResult } from './types.ts';

const SLUG = 'bench';
/** PostgreSQL's budget (issue 24): what one instance must sustain at checkout's busiest. */
const ORDERS_PER_SECOND_BUDGET = 150;
const P95_BUDGET_MS = 150;

/** `url`: the PostgreSQL database, for BENCH_CPU_SPLIT's count of its backends' CPU. */
async function measure(kind: string, handle: DatabaseHandle, orders: number, concurrency: number, url?: string) {
  await runMigrations(handle);
  await importStore(handle.db, benchStoreFile(SLUG));
  const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database: handle });
  await app.ready();
  try {
    const request: BenchRequest = async (method, url, payload) => {
      const answer = await app.inject({
        method,
        url,
        headers: { host: `${SLUG}.localhost` },
        payload: payload as never,
      });
      return { status: answer.statusCode, body: answer.body };
    };
    const placeOrder = await prepareCheckout(request);
    await placeOrder(); // warm-up
    const tally = process.env.BENCH_QUERY_TALLY ? tallyQueries(handle) : null;
    const split = process.env.BENCH_CPU_SPLIT && url ? await cpuSplit(url, new URL(url).pathname.slice(1)) : null;
    const figures = await placeOrders([placeOrder], orders, concurrency);
    if (tally) for (const line of tally.report(orders, 'order')) console.error(`  ${line}`);
    if (split) {
      const { nodeSeconds, postgresSeconds } = await split.stop();
      const perOrder = (seconds: number) => `${((seconds * 1000) / orders).toFixed(1)} ms`;
      console.error(
        `  CPU per order: ${perOrder(nodeSeconds)} in this process, ${perOrder(postgresSeconds)} in its PostgreSQL backends (${figures.seconds.toFixed(1)} s wall)`,
      );
    }
    return { figures, note: `${orders} orders, concurrency ${concurrency}, in-process (inject), ${kind}` };
  } finally {
    await app.close();
  }
}

async function onPglite(): Promise<BenchResult[]> {
  const pglite = fromPglite(new PGlite());
  try {
    const { figures, note } = await measure('PGlite', pglite, 200, 4);
    return [
      {
        name: 'checkout: orders per second (PGlite)',
        value: `${(figures.orders / figures.seconds).toFixed(1)} orders/s`,
        note: `${note}; p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`,
      },
    ];
  } finally {
    await pglite.close();
  }
}

async function onPostgres(base: string): Promise<BenchResult[]> {
  const target = await benchPostgresDatabase(base, 'checkout');
  try {
    const { figures, note } = await measure('PostgreSQL', target.handle, 500, 8, target.url);
    const rate = figures.orders / figures.seconds;
    return [
      {
        name: 'checkout: orders per second (PostgreSQL)',
        value: `${rate.toFixed(1)} orders/s`,
        budget: `≥ ${ORDERS_PER_SECOND_BUDGET} orders/s`,
        pass: rate >= ORDERS_PER_SECOND_BUDGET,
        note,
      },
      {
        name: 'checkout: p95 (PostgreSQL)',
        value: `${figures.p95.toFixed(1)} ms`,
        budget: `≤ ${P95_BUDGET_MS} ms`,
        pass: figures.p95 <= P95_BUDGET_MS,
        note: `${note}; p50 ${figures.p50.toFixed(1)} ms`,
      },
    ];
  } finally {
    await target.close();
  }
}

/** PGlite, then PostgreSQL when a URL is set (BENCH_DATABASES picks one). */
export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const results = benchOn('pglite') ? await onPglite() : [];
  const base = benchPostgresBase();
  if (base) results.push(...(await onPostgres(base)));
  return results;
}
