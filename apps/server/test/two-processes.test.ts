import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { fromPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { deliveries } from '../src/db/schema/index.ts';
import { insertGiftCard, recordDelivery, storeIdOf } from './delivery-factories.ts';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';
import { heldRequestOn, requestOn } from './http-request.ts';
import { deleteRedisKeys, openTestRedis, redisAvailable, testRedisUrl, uniqueRedisPrefix } from './redis.ts';
import { freePort, spawnServer, type ServerProcess } from './server-process.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { tempDir } from './store-files.ts';
import { testDatabaseKind } from './test-database.ts';
import { waitFor } from './wait-for.ts';

const run = promisify(execFile);
const STORE = 'demo-split';
const GIFTS = 6;
const redisPrefix = uniqueRedisPrefix();

interface Instance {
  server: ServerProcess;
  origin: string;
  dataDir: string;
}

let databaseName: string;
let url: string;
let database: DatabaseHandle;
let sink: SmtpSink;
let instances: Instance[] = [];

const on = (instance: Instance, pathname: string) => requestOn(instance.origin, `${STORE}.localhost`, pathname);

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const dataDir = tempDir('giftfront-instance-');
  const server = spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SMTP_URL: sink.url,
    PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    GIFT_CARD_LOOKUP_LIMIT: '3',
    JOBS_POLL_INTERVAL_MS: '200',
    JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    ...(redisAvailable ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
  });
  await server.ready(port);
  return { server, origin: `http://127.0.0.1:${port}`, dataDir };
}

/**
 * Two real server processes behind an imaginary load balancer: one PostgreSQL, one Redis (when it
 * answers), each with its own DATA_DIR, as on two machines (docs/deploying.md).
 */
describe.skipIf(testDatabaseKind !== 'postgres')('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    databaseName = await createRunDatabase(base, inject('postgresRunPrefix'), 'two');
    url = databaseUrl(base, databaseName);
    database = fromPostgres(url, { max: 3 });
    sink = await startSmtpSink();
    // Both start at once on the empty database: each runs the migrations at start.
    instances = await Promise.all([startInstance(), startInstance()]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.server.stop()));
    await sink?.close();
    await database?.close();
    if (redisAvailable) {
      const redis = openTestRedis();
      await deleteRedisKeys(redis, redisPrefix);
      await redis.quit();
    }
    if (databaseName) await dropRunDatabase(process.env.TEST_DATABASE_URL!, inject('postgresRunPrefix'), databaseName);
  });

  it('serves through the second an image imported through the first', async () => {
    const [first, second] = instances as [Instance, Instance];
    // The operator imports with the first machine's DATA_DIR; the second never sees that folder.
    const repoRoot = testConfig().repoRoot;
    await run('npm', ['run', '--silent', 'store', '--', 'import', 'stores/demo-split.json'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' },
    });
    const logo = `/uploads/${STORE}/images/juniper-logo.svg`;
    const fromSecond = await on(second, logo);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/svg+xml');
    expect(fromSecond.body).toEqual((await on(first, logo)).body);
  }, 120_000);

  it('counts failed gift card lookups on both toward one limit (through Redis)', async (context) => {
    if (!redisAvailable)
      context.skip(`Redis does not answer at ${testRedisUrl}: each instance counts alone without it`);
    const [first, second] = instances as [Instance, Instance];
    const statuses = [];
    for (const [i, instance] of [first, second, first, second].entries())
      statuses.push((await on(instance, `/api/Payment/GetGiftCardByCode/NOPE-${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('sends each due gift email exactly once', async () => {
    await runMigrations(database); // already applied by the servers: a no-op, and the schema for the factories
    const storeId = await storeIdOf(database.db, STORE);
    const cards = [];
    for (let i = 0; i < GIFTS; i += 1) {
      const card = await insertGiftCard(database.db, storeId, {
        recipientEmail: `friend${i}@example.com`,
        design: null,
        imageUrl: null,
      });
      await recordDelivery(database.db, storeId, 'gift', card.id, `friend${i}@example.com`);
      cards.push(card);
    }
    const ids = cards.map((card) => card.id);
    await waitFor(async () => {
      const rows = await database.db
        .select({ state: deliveries.state })
        .from(deliveries)
        .where(inArray(deliveries.subjectId, ids));
      return rows.every((row) => row.state === 'sent');
    }, 60_000);
    const rows = await database.db.select().from(deliveries).where(inArray(deliveries.subjectId, ids));
    expect(rows.map((row) => row.attempts)).toEqual(Array(GIFTS).fill(1));
    expect(sink.mails.flatMap((mail) => mail.to).sort()).toEqual(cards.map((card) => card.recipientEmail).sort());
  }, 90_000);

  it('both drain on SIGTERM: requests in flight are answered, then each exits 0', async () => {
    // A checkout step each instance has begun (headers read, body still coming) when SIGTERM arrives.
    const inFlight = instances.map((instance) =>
      heldRequestOn(instance.origin, `${STORE}.localhost`, '/api/Payment/CreatePaymentIntent', {
        amount: 25,
        currency: 'usd',
      }),
    );
    await Promise.all(inFlight.map((request) => request.started));
    for (const instance of instances) instance.server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight.map((request) => request.finish()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(
      answers.every((answer) => answer.json<{ paymentIntentId: string }>().paymentIntentId.startsWith('pi_sb_')),
    ).toBe(true);
    expect(await Promise.all(instances.map((instance) => instance.server.exited))).toEqual([0, 0]);
  }, 60_000);
});
