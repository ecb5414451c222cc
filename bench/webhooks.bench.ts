import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, gt } from 'drizzle-orm';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { events, webhookDeliveries, webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import { EventRelay } from '../apps/server/src/modules/events/event-relay.ts';
import { JobRunner } from '../apps/server/src/modules/jobs/job-runner.ts';
import { silentLog } from '../apps/server/src/modules/jobs/job-log.ts';
import type { MailTransport } from '../apps/server/src/modules/mail/mail-message.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { WebhookDispatcher } from '../apps/server/src/modules/webhooks/webhook-dispatcher.ts';
import { fanOutEvents } from '../apps/server/src/modules/webhooks/webhook-fanout.ts';
import { createWebhookSender } from '../apps/server/src/modules/webhooks/webhook-http.ts';
import { storeIdOf } from '../apps/server/test/delivery-factories.ts';
import { benchOn, benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import { tallyQueries } from './support/query-tally.ts';
import type { BenchContext, BenchResult } from './types.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_COUNT ?? 5000);
const BUDGET = 500;

async function startReceiver() {
  const child: ChildProcess = fork(new URL('./webhook-receiver-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const { url } = await next<{ url: string }>();
  return {
    url,
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

/** N order.paid events of one store (no card, so nothing waits for order), and an endpoint that asks for them. */
async function seed(handle: DatabaseHandle, url: string, total: number): Promise<void> {
  const file = storeFileSchema.parse({ slug: 'bench-webhooks', company: { name: 'Bench Gifts' } });
  await importStore(handle.db, file);
  const storeId = await storeIdOf(handle.db, file.slug);
  await handle.db.insert(webhookEndpoints).values({ storeId, url, eventTypes: ['order.paid'], secret: 'whsec_bench' });
  for (let offset = 0; offset < total; offset += 1000) {
    const size = Math.min(1000, total - offset);
    await handle.db.insert(events).values(
      Array.from({ length: size }, (_, i) => ({
        storeId,
        type: 'order.paid',
        orderId: randomUUID(),
        data: {
          order: {
            id: randomUUID(),
            reference: `B-${offset + i}`,
            kind: 'order',
            currency: 'USD',
            totalMinor: 2500,
            giftCardsMinor: 0,
          },
        },
      })),
    );
  }
}

async function delivered(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'succeeded'));
  return row?.n ?? 0;
}

/** pg-boss installs its schema at a server's first start, once; that is not the delivery path, so it is done before the clock. */
async function installQueues(handle: DatabaseHandle): Promise<void> {
  const runner = new JobRunner(handle, testConfig({}), silentLog);
  await runner.start();
  await runner.stop();
}

/** Deliveries that needed a retry: a sound receiver answers every POST, so these are the sender's failures. */
async function retriedDeliveries(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(webhookDeliveries).where(gt(webhookDeliveries.attempts, 1));
  return row?.n ?? 0;
}

/** Seconds from starting the relay, the fan-out and the sender to every event delivered to a loopback receiver. */
async function timeDeliveries(handle: DatabaseHandle, total: number, ctx?: BenchContext): Promise<number> {
  const receiver = await startReceiver();
  await seed(handle, receiver.url, total);
  await installQueues(handle);
  const tally = process.env.BENCH_QUERY_TALLY ? tallyQueries(handle) : null;
  const config = testConfig({ JOBS_POLL_INTERVAL_MS: '100' });
  const runner = new JobRunner(handle, config, silentLog);
  const relay = new EventRelay(handle.db, runner);
  const sender = createWebhookSender({ timeoutMs: config.WEBHOOK_TIMEOUT_MS, allowLocal: true });
  const noMail: MailTransport = { kind: 'outbox', send: async () => undefined, close: async () => undefined };
  const dispatcher = new WebhookDispatcher({ db: handle.db, config, log: silentLog, mail: noMail, sender });
  relay.consume(
    'webhooks',
    async (batch) => {
      if ((await fanOutEvents(handle.db, batch)) > 0) dispatcher.wake();
    },
    { batchSize: 500 },
  );
  runner.every(100, 'events.relay', () => relay.relay());
  const started = performance.now();
  await runner.start();
  dispatcher.start();
  // The receiver is asked first, so the bench's own polling does not load the database it measures.
  while ((await receiver.count()) < total) await new Promise((resolve) => setTimeout(resolve, 50));
  while ((await delivered(handle)) < total) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  if (tally) for (const line of tally.report(total, 'delivery')) ctx?.log(line);
  await dispatcher.stop();
  await runner.stop();
  sender.close();
  const received = await receiver.count();
  await receiver.close();
  if (received < total) throw new Error(`The receiver got ${received} deliveries for ${total} events`);
  const retried = await retriedDeliveries(handle);
  if (retried > 0) ctx?.log(`${retried} deliveries needed more than one attempt`);
  return seconds;
}

function result(database: string, seconds: number): BenchResult[] {
  const perSecond = Math.round(EVENTS / seconds);
  return [
    {
      name: `webhook deliveries per second (${database})`,
      value: `${perSecond} deliveries/s`,
      budget: `≥ ${BUDGET}/s`,
      pass: perSecond >= BUDGET,
      note: `${EVENTS} events from the outbox through pg-boss, fan-out and signed POSTs to a loopback receiver in another process`,
    },
  ];
}

async function onPglite(ctx?: BenchContext): Promise<BenchResult[]> {
  const handle = fromPglite(new PGlite());
  try {
    await runMigrations(handle);
    return result('PGlite', await timeDeliveries(handle, EVENTS, ctx));
  } finally {
    await handle.close();
  }
}

async function onPostgres(base: string, ctx?: BenchContext): Promise<BenchResult[]> {
  const database = await benchPostgresDatabase(base, 'webhooks');
  try {
    await runMigrations(database.handle);
    return result('PostgreSQL', await timeDeliveries(database.handle, EVENTS, ctx));
  } finally {
    await database.close();
  }
}

/** `npm run bench -- webhooks`: on the databases BENCH_DATABASES picks (bench/support/postgres.ts). */
export default async function run(ctx?: BenchContext): Promise<BenchResult[]> {
  const results = benchOn('pglite') ? await onPglite(ctx) : [];
  const postgres = benchPostgresBase();
  if (postgres) results.push(...(await onPostgres(postgres, ctx)));
  return results;
}
