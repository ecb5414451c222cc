import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { events, webhookDeliveries, webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import { EventRelay } from '../apps/server/src/modules/events/event-relay.ts';
import { JobRunner } from '../apps/server/src/modules/jobs/job-runner.ts';
import { silentLog } from '../apps/server/src/modules/jobs/job-log.ts';
import type { MailTransport } from '../apps/server/src/modules/mail/mail-message.ts';
import { importStore } from '../apps/server/src/modules/stores/import-store.ts';
import { WebhookDispatcher } from '../apps/server/src/modules/webhooks/webhook-dispatcher.ts';
import { fanOutEvents } from '../apps/server/src/modules/webhooks/webhook-fanout.ts';
import { createWebhookSender } from '../apps/server/src/modules/webhooks/webhook-http.ts';
import { storeIdOf } from '../apps/server/test/delivery-factories.ts';
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

/** Seconds from starting the relay, the fan-out and the sender to every event delivered to a loopback receiver. */
async function timeDeliveries(handle: DatabaseHandle, total: number): Promise<number> {
  const receiver = await startReceiver();
  await seed(handle, receiver.url, total);
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
  while ((await delivered(handle)) < total) await new Promise((resolve) => setTimeout(resolve, 200));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await runner.stop();
  sender.close();
  const received = await receiver.count();
  await receiver.close();
  if (received < total) throw new Error(`The receiver got ${received} deliveries for ${total} events`);
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

async function onPglite(): Promise<BenchResult[]> {
  const handle = fromPglite(new PGlite());
  try {
    await runMigrations(handle);
    return result('PGlite', await timeDeliveries(handle, EVENTS));
  } finally {
    await handle.close();
  }
}

async function onPostgres(baseUrl: string): Promise<BenchResult[]> {
  const name = `gfbench_webhooks_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = fromPostgres(url.toString(), { max: 20 });
  try {
    await runMigrations(handle);
    return result('PostgreSQL', await timeDeliveries(handle, EVENTS));
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `npm run bench -- webhooks`: on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, PostgreSQL. */
export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const results = await onPglite();
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgres) results.push(...(await onPostgres(postgres)));
  return results;
}
