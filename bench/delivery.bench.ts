import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { deliveries } from '../apps/server/src/db/schema/index.ts';
import { deliveryComposers } from '../apps/server/src/delivery-composers.ts';
import { registerDeliveryWorker } from '../apps/server/src/modules/deliveries/delivery-worker.ts';
import { JobRunner } from '../apps/server/src/modules/jobs/job-runner.ts';
import { silentLog } from '../apps/server/src/modules/jobs/job-log.ts';
import { smtpTransport } from '../apps/server/src/modules/mail/transport.ts';
import { benchOn, benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import { tallyQueries } from './support/query-tally.ts';
import { cpuSplit, ticksOf, TICKS_PER_SECOND } from './support/cpu-split.ts';
import type { BenchContext, BenchResult } from './types.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { seedDueGifts, storeIdOf } from '../apps/server/test/delivery-factories.ts';
import { testLinkSigner } from '../apps/server/test/link-signer.ts';

const GIFTS = Number(process.env.BENCH_DELIVERY_COUNT ?? 10_000);

async function seedBenchGifts(handle: DatabaseHandle, total: number): Promise<void> {
  const file = storeFileSchema.parse({ slug: 'bench-delivery', company: { name: 'Bench Gifts' } });
  await importStore(handle.db, file);
  await seedDueGifts(handle.db, await storeIdOf(handle.db, file.slug), total);
}

interface SinkProcess {
  url: string;
  /** The sink's CPU seconds so far (Linux). */
  cpuSeconds(): number;
  count(): Promise<number>;
  close(): Promise<void>;
}

async function startSinkProcess(): Promise<SinkProcess> {
  const child: ChildProcess = fork(new URL('./smtp-sink-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const { url } = await next<{ url: string }>();
  return {
    url,
    cpuSeconds: () => ticksOf(child.pid!) / TICKS_PER_SECOND,
    async count() {
      const reply = next<{ count: number }>();
      child.send('count');
      return (await reply).count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sentCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(deliveries).where(eq(deliveries.state, 'sent'));
  return row?.n ?? 0;
}

/** A V8 CPU profile of this process over the sending window (BENCH_CPU_PROFILE=file.cpuprofile). */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.error(`  CPU profile of the sending window: ${file}`);
    },
  };
}

/**
 * Seconds from starting a worker to every one of `total` due gift emails accepted by a local SMTP sink.
 * `url`: the PostgreSQL database, for BENCH_CPU_SPLIT's count of its backends' CPU.
 */
async function timeDelivery(handle: DatabaseHandle, total: number, url?: string): Promise<number> {
  await seedBenchGifts(handle, total);
  const sink = await startSinkProcess();
  const config = testConfig({ SMTP_URL: sink.url, JOBS_POLL_INTERVAL_MS: '100' });
  const mail = smtpTransport(config);
  const runner = new JobRunner(handle, config, silentLog);
  registerDeliveryWorker(
    runner,
    { db: handle.db, config, mail, log: silentLog, links: testLinkSigner(), composers: deliveryComposers },
    { batchSize: 100 },
  );
  const tally = process.env.BENCH_QUERY_TALLY ? tallyQueries(handle) : null;
  const split = process.env.BENCH_CPU_SPLIT && url ? await cpuSplit(url, new URL(url).pathname.slice(1)) : null;
  const profile = process.env.BENCH_CPU_PROFILE ? await startProfile() : null;
  const sinkBefore = sink.cpuSeconds();
  const started = performance.now();
  await runner.start();
  // The sink's count over IPC until it has every mail, then the rows (every one recorded as sent):
  // a count of the table every 200 ms was PostgreSQL work the product does not do, and ended the
  // window up to 200 ms late.
  while ((await sink.count()) < total) await pause(50);
  while ((await sentCount(handle)) < total) await pause(10);
  const seconds = (performance.now() - started) / 1000;
  if (profile) await profile.stop(process.env.BENCH_CPU_PROFILE!);
  if (tally) for (const line of tally.report(total, 'mail')) console.error(`  ${line}`);
  if (split) {
    const { nodeSeconds, postgresSeconds } = await split.stop();
    const perMail = (cpu: number) => `${((cpu * 1000) / total).toFixed(2)} ms`;
    console.error(
      `  CPU per mail: ${perMail(nodeSeconds)} in this process, ${perMail(sink.cpuSeconds() - sinkBefore)} in the sink, ${perMail(postgresSeconds)} in its PostgreSQL backends (${seconds.toFixed(1)} s wall, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  await runner.stop();
  await mail.close();
  const received = await sink.count();
  await sink.close();
  if (received !== total) throw new Error(`The sink received ${received} mails for ${total} deliveries`);
  return seconds;
}

/** Issue 24's budget for a burst of due gifts, on PostgreSQL (10,000 of them). */
const POSTGRES_BUDGET_SECONDS = 10;

function result(database: string, seconds: number): BenchResult[] {
  const budgeted = database === 'PostgreSQL' && GIFTS === 10_000;
  return [
    {
      name: `deliver ${GIFTS} due gift emails (${database})`,
      value: `${seconds.toFixed(1)} s`,
      ...(budgeted ? { budget: `≤ ${POSTGRES_BUDGET_SECONDS} s`, pass: seconds <= POSTGRES_BUDGET_SECONDS } : {}),
    },
    {
      name: `gift emails per second (${database})`,
      value: `${Math.round(GIFTS / seconds)} mails/s`,
      note: `one server instance, pooled SMTP (${testConfig().SMTP_POOL_SIZE} connections, SMTP_POOL_SIZE) to a loopback sink in another process`,
    },
  ];
}

async function onPglite(): Promise<BenchResult[]> {
  const handle = fromPglite(new PGlite());
  try {
    await runMigrations(handle);
    return result('PGlite', await timeDelivery(handle, GIFTS));
  } finally {
    await handle.close();
  }
}

async function onPostgres(base: string): Promise<BenchResult[]> {
  const target = await benchPostgresDatabase(base, 'delivery');
  try {
    await runMigrations(target.handle);
    return result('PostgreSQL', await timeDelivery(target.handle, GIFTS, target.url));
  } finally {
    await target.close();
  }
}

/** `npm run bench`: gift delivery throughput, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, PostgreSQL. */
export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const results = benchOn('pglite') ? await onPglite() : [];
  const postgres = benchPostgresBase();
  if (postgres) results.push(...(await onPostgres(postgres)));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await run()) console.log(`${r.name}: ${r.value}${r.note ? ` (${r.note})` : ''}`);
}
