import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { connectAgain, startInstance } from '../../../test/delivery-apps.ts';
import { deliveryOf, insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { silentLog } from '../jobs/job-log.ts';
import { DELIVERY_QUEUE } from './enqueue-due-deliveries.ts';
import { MAX_REQUEUES, SWEEP_TASK, sweepStalledDeliveries } from './sweep-stalled-deliveries.ts';

const config = testConfig({ DELIVERY_STALE_SECONDS: '60', DELIVERY_MAX_ATTEMPTS: '4' });
type Boss = JobRunner['boss'];
let database: DatabaseHandle;
let storeId: string;
const cleanups: (() => Promise<void>)[] = [];

async function openDatabase() {
  database = await createTestDatabase();
  storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
}

async function closeAll() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database.close();
}

/** pg-boss on the database with the deliveries queue, and no consumer: jobs stay as the test leaves them. */
async function bossOn(handle: DatabaseHandle): Promise<Boss> {
  const runner = new JobRunner(handle, config, silentLog);
  await runner.start();
  await runner.boss.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, retryLimit: 10 });
  cleanups.push(() => runner.stop());
  return runner.boss;
}

/** A gift delivery left in 'sending' an hour ago, as a crashed or abandoned send leaves it. */
async function stalledDelivery(state: { attempts?: number; requeues?: number; minutesAgo?: number } = {}) {
  const card = await insertGiftCard(database.db, storeId, {
    recipientEmail: `stalled-${crypto.randomUUID()}@example.com`,
  });
  const row = await recordDelivery(database.db, storeId, 'gift', card.id, card.recipientEmail!);
  await database.db
    .update(deliveries)
    .set({
      state: 'sending',
      attempts: state.attempts ?? 1,
      requeues: state.requeues ?? 0,
      lastError: 'Connection reset',
      updatedAt: sql`now() - ${state.minutesAgo ?? 60}::int * interval '1 minute'`,
    })
    .where(eq(deliveries.id, row.id));
  return { card, id: row.id };
}

/** pg-boss gave up on the job: no retries left, state 'failed'. */
async function failedJob(boss: Boss, id: string) {
  await boss.insert([{ name: DELIVERY_QUEUE, id, data: { deliveryId: id }, retryLimit: 0 }]);
  await boss.fail(DELIVERY_QUEUE, id, { message: 'lease expired' });
  expect((await boss.getJobById(DELIVERY_QUEUE, id))?.state).toBe('failed');
}

const sweep = (boss: Boss, db = database.db, pageSize?: number) =>
  sweepStalledDeliveries({ db, boss, config, log: silentLog }, pageSize);

// One database for these: a row the sweep handled is fresh again (updated_at now), so later sweeps pass it by.
describe('the stalled-delivery sweep', () => {
  let boss: Boss;
  beforeAll(async () => {
    await openDatabase();
    boss = await bossOn(database);
  });
  afterAll(closeAll);

  it('gives a new job to a delivery whose job pg-boss gave up on, and records why', async () => {
    const { id } = await stalledDelivery();
    await failedJob(boss, id);

    expect(await sweep(boss)).toEqual({ requeued: [id], failed: [] });
    expect((await boss.getJobById(DELIVERY_QUEUE, id))?.state).toBe('created');
    const row = (await database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;
    expect(row).toMatchObject({ state: 'sending', requeues: 1, attempts: 1 });
    expect(row.lastError).toBe(
      "Re-queued: the send stalled in 'sending' (its job failed). Last error: Connection reset",
    );
    expect(row.updatedAt.getTime()).toBeGreaterThan(Date.now() - 30_000);
  });

  it('gives a new job to a delivery whose job was lost', async () => {
    const { id } = await stalledDelivery();
    expect(await sweep(boss)).toEqual({ requeued: [id], failed: [] });
    expect((await boss.getJobById(DELIVERY_QUEUE, id))?.state).toBe('created');
  });

  it('leaves alone a delivery whose job is still live, or that changed within DELIVERY_STALE_SECONDS', async () => {
    const waiting = await stalledDelivery();
    await boss.insert([
      {
        name: DELIVERY_QUEUE,
        id: waiting.id,
        data: { deliveryId: waiting.id },
        startAfter: new Date(Date.now() + 3_600_000).toISOString(),
      },
    ]);
    const recent = await stalledDelivery({ minutesAgo: 0 });
    const rows = () =>
      database.db
        .select()
        .from(deliveries)
        .where(inArray(deliveries.id, [waiting.id, recent.id]));
    const before = await rows();

    expect(await sweep(boss)).toEqual({ requeued: [], failed: [] });
    expect(await rows()).toEqual(before);
    expect(await boss.getJobById(DELIVERY_QUEUE, recent.id)).toBeNull();
  });

  it('reaches a stalled delivery behind more live ones than fit in one page', async () => {
    const waiting = await Promise.all([1, 2, 3].map(() => stalledDelivery({ minutesAgo: 120 })));
    for (const { id } of waiting)
      await boss.insert([
        {
          name: DELIVERY_QUEUE,
          id,
          data: { deliveryId: id },
          startAfter: new Date(Date.now() + 3_600_000).toISOString(),
        },
      ]);
    const lost = await stalledDelivery({ minutesAgo: 60 });
    expect(await sweep(boss, database.db, 2)).toEqual({ requeued: [lost.id], failed: [] });
  });

  it('marks failed, with the reason, a stalled delivery whose attempts or re-queues are spent', async () => {
    const tried = await stalledDelivery({ attempts: config.DELIVERY_MAX_ATTEMPTS });
    await failedJob(boss, tried.id);
    const requeued = await stalledDelivery({ requeues: MAX_REQUEUES });

    expect((await sweep(boss)).failed.sort()).toEqual([tried.id, requeued.id].sort());
    expect(await deliveryOf(database.db, tried.card.id)).toMatchObject({
      state: 'failed',
      lastError:
        'Gave up after 4 attempts and 0 re-queues: the send never finished (its job failed). Last error: Connection reset',
    });
    expect((await deliveryOf(database.db, requeued.card.id)).state).toBe('failed');
    expect((await boss.getJobById(DELIVERY_QUEUE, tried.id))?.state).toBe('failed');
    expect(await boss.getJobById(DELIVERY_QUEUE, requeued.id)).toBeNull();
  });

  it('re-queues a delivery once when several instances sweep at the same moment', async () => {
    const other = connectAgain(database);
    cleanups.push(() => other.close());
    const [bossA, bossB] = [boss, await bossOn(other)];
    const stalled = await Promise.all([stalledDelivery(), stalledDelivery(), stalledDelivery()]);
    for (const { id } of stalled.slice(0, 2)) await failedJob(bossA, id);

    const [a, b] = await Promise.all([sweep(bossA), sweep(bossB, other.db)]);
    expect([...a.requeued, ...b.requeued].sort()).toEqual(stalled.map((s) => s.id).sort());
    for (const { card } of stalled) expect((await deliveryOf(database.db, card.id)).requeues).toBe(1);
  });

  it('takes over a delivery whose job is running but whose sender stopped renewing it, and leaves a renewed one', async () => {
    const orphaned = await stalledDelivery(); // a sender that died an hour ago renewed it last
    const renewed = await stalledDelivery({ minutesAgo: 0 }); // a living sender renews it
    for (const { id } of [orphaned, renewed]) {
      await boss.insert([{ name: DELIVERY_QUEUE, id, data: { deliveryId: id } }]);
      // As pg-boss marks a job a worker fetched: running, under its (long) lease.
      await database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${id}`);
    }

    expect(await sweep(boss)).toEqual({ requeued: [orphaned.id], failed: [] });
    expect((await boss.getJobById(DELIVERY_QUEUE, orphaned.id))?.state).toBe('created');
    expect((await boss.getJobById(DELIVERY_QUEUE, renewed.id))?.state).toBe('active');
    expect(await deliveryOf(database.db, renewed.card.id)).toMatchObject({ requeues: 0 });
  });
});

describe('a stalled delivery in running instances', () => {
  beforeAll(openDatabase);
  afterAll(closeAll);

  it('is swept, sent exactly once, and recorded as sent', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const { card, id } = await stalledDelivery();
    await failedJob(await bossOn(database), id);

    const other = connectAgain(database);
    // A sender renews its rows every 2 s: a busy machine's lag stays well inside the 6 s.
    const settings = { SMTP_URL: sink.url, DELIVERY_STALE_SECONDS: '6' };
    const apps: FastifyInstance[] = [await startInstance(database, settings), await startInstance(other, settings)];
    cleanups.push(async () => {
      for (const app of apps) await app.close();
      await other.close();
    });

    await waitFor(
      async () => (await deliveryOf(database.db, card.id)).state === 'sent',
      20_000,
      'the stalled delivery to be sent',
    );
    // Two more sweeps on each instance, then every send in flight finishes: a second send would be counted.
    const sweepsSoFar = apps.map((app) => app.jobs.ticks(SWEEP_TASK));
    await waitFor(
      () => apps.every((app, i) => app.jobs.ticks(SWEEP_TASK) >= sweepsSoFar[i]! + 2),
      20_000,
      'two more sweeps on each instance',
    );
    for (const app of apps) await app.close();
    expect(sink.mails.map((mail) => mail.to)).toEqual([[card.recipientEmail]]);
    expect(await deliveryOf(database.db, card.id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      requeues: 1,
      lastError: null,
    });
  }, 40_000);
});
