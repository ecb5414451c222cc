/**
 * Checkout over HTTP on one PostgreSQL, with one server process and then two (one Redis for
 * both): orders per second, and how far a second process multiplies them (issue 24's budget:
 * ≥ 1.8×). Needs BENCH_DATABASE_URL or TEST_DATABASE_URL and Redis at BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379); without PostgreSQL it is skipped.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { freePort, spawnServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import { benchStoreFile, placeOrders, prepareCheckout, type BenchRequest } from './support/checkout-order.ts';
import { benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import type { BenchContext, BenchResult } from './types.ts';

const SLUG = 'bench';
const SCALE_BUDGET = 1.8;
/** Shoppers per server process: enough to keep one process busy without queueing for minutes. */
const SHOPPERS_PER_PROCESS = 8;

/** A keep-alive HTTP client for one server, naming the store by its Host as a browser would. */
function httpRequest(port: number): BenchRequest {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS_PER_PROCESS });
  return (method, url, payload) =>
    new Promise((resolve, reject) => {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            host: `${SLUG}.localhost:${port}`,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

interface Instance {
  port: number;
  server: ServerProcess;
}

async function startInstance(databaseUrl: string, redisPrefix: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const server = spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: redisPrefix,
    PUBLIC_URL_TEMPLATE: `http://{store}.localhost:${port}`,
    // Every bench shopper comes from 127.0.0.1: the per-address intent limit would stop them.
    PAYMENT_INTENT_LIMIT: '10000000',
    // The bench store pays in the sandbox, as in development.
    ALLOW_SANDBOX_PAYMENTS: 'true',
  });
  await server.ready(port);
  return { port, server };
}

export default async function run(ctx: BenchContext): Promise<BenchResult[]> {
  const base = benchPostgresBase();
  if (!base) return [{ name: 'checkout: two processes on one PostgreSQL', value: 'skipped (no PostgreSQL URL)' }];
  const seconds = ctx.durationSeconds;
  const target = await benchPostgresDatabase(base, 'processes');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-bench-processes-'));
  const redisPrefix = `gfbench:${randomUUID().slice(0, 8)}:`;
  const instances: Instance[] = [];
  try {
    await runMigrations(target.handle);
    await importStore(target.handle.db, benchStoreFile(SLUG));
    for (let i = 0; i < 2; i += 1) instances.push(await startInstance(target.url, redisPrefix, dataDir));
    const placers = await Promise.all(instances.map((instance) => prepareCheckout(httpRequest(instance.port))));
    for (const place of placers) await place(); // warm-up

    // Orders for about `seconds`: a first short run sizes the measured one.
    const sized = async (chosen: (() => Promise<void>)[]) => {
      const probe = await placeOrders(chosen, 20 * chosen.length, SHOPPERS_PER_PROCESS * chosen.length);
      const orders = Math.max(50, Math.round((probe.orders / probe.seconds) * seconds));
      return placeOrders(chosen, orders, SHOPPERS_PER_PROCESS * chosen.length);
    };
    ctx.log(`one process, ${SHOPPERS_PER_PROCESS} shoppers, about ${seconds} s`);
    const one = await sized(placers.slice(0, 1));
    ctx.log(`two processes, ${SHOPPERS_PER_PROCESS * 2} shoppers, about ${seconds} s`);
    const two = await sized(placers);
    const rate = (figures: typeof one) => figures.orders / figures.seconds;
    const scale = rate(two) / rate(one);
    const how = (figures: typeof one, processes: number) =>
      `${figures.orders} orders over HTTP, ${SHOPPERS_PER_PROCESS * processes} shoppers, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms; ${os.cpus().length} cores shared by the servers, PostgreSQL and this load generator`;
    return [
      {
        name: 'checkout over HTTP, one process (PostgreSQL)',
        value: `${rate(one).toFixed(1)} orders/s`,
        note: how(one, 1),
      },
      {
        name: 'checkout over HTTP, two processes (PostgreSQL)',
        value: `${rate(two).toFixed(1)} orders/s`,
        note: how(two, 2),
      },
      {
        name: 'two processes / one',
        value: `${scale.toFixed(2)}×`,
        budget: `≥ ${SCALE_BUDGET}×`,
        pass: scale >= SCALE_BUDGET,
        note: 'one PostgreSQL, one Redis',
      },
    ];
  } finally {
    for (const instance of instances) await instance.server.stop();
    await target.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
