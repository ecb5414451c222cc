import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { build } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { events, giftCardLedger, giftCards, staffUsers, stores } from '../apps/server/src/db/schema/index.ts';
import { passwordHasher } from '../apps/server/src/modules/staff/passwords.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { benchStoreFile } from './support/checkout-order.ts';
import { benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import type { BenchContext, BenchResult } from './types.ts';

/** Issue 31's batch of printed or staff cards: 10,000 issued at once, held to 5 s (decision 0164). */
const QUANTITY = 10_000;
const BUDGET_SECONDS = 5;
const PASSWORD = 'bench batch password';

/**
 * One owner issuing a batch of 10,000 $20 cards through the dashboard's API (in-process,
 * app.inject): the batch, the cards, their 'issue' entries, sequence numbers and gift_card.issued
 * events and the audit entry, in one transaction.
 */
async function timeBatchIssue(handle: DatabaseHandle): Promise<number> {
  const slug = 'bench-batch';
  await importStore(handle.db, benchStoreFile(slug));
  const config = testConfig({ STATIC_DIR: '/nonexistent' });
  const [store] = await handle.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  await handle.db.insert(staffUsers).values({
    storeId: store!.id,
    email: 'owner@bench.example',
    name: 'Bench Owner',
    role: 'owner',
    passwordHash: await passwordHasher(config).hash(PASSWORD),
  });
  const app = await build({ config, database: handle });
  await app.ready();
  try {
    const host = `${slug}.localhost`;
    const headers = { host, origin: `http://${host}` };
    const session = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers,
      payload: { email: 'owner@bench.example', password: PASSWORD },
    });
    const cookie = session.cookies.find((c) => c.name === 'gf_admin_session');
    if (session.statusCode !== 200 || !cookie)
      throw new Error(`sign-in answered ${session.statusCode}: ${session.body}`);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/batches',
      headers: { ...headers, cookie: `${cookie.name}=${cookie.value}` },
      payload: { label: 'Bench batch', quantity: QUANTITY, amount: 20 },
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 201) throw new Error(`batch issue answered ${res.statusCode}: ${res.body}`);
    const [cards] = await handle.db.select({ n: count() }).from(giftCards);
    const [entries] = await handle.db.select({ n: count() }).from(giftCardLedger);
    const [written] = await handle.db.select({ n: count() }).from(events);
    if (cards?.n !== QUANTITY || entries?.n !== QUANTITY || written?.n !== QUANTITY)
      throw new Error(
        `Expected ${QUANTITY} cards, entries and events, found ${cards?.n}, ${entries?.n}, ${written?.n}`,
      );
    return seconds;
  } finally {
    await app.close();
  }
}

const result = (database: string, seconds: number): BenchResult => ({
  name: `Batch issue: ${QUANTITY} cards (${database})`,
  value: `${seconds.toFixed(2)} s`,
  budget: `≤ ${BUDGET_SECONDS} s`,
  pass: seconds <= BUDGET_SECONDS,
  note: 'POST /api/admin/batches: the cards, their issue entries, sequence numbers and events, the audit entry, in one transaction',
});

async function onPglite(): Promise<BenchResult> {
  const handle = fromPglite(new PGlite());
  try {
    await runMigrations(handle);
    return result('PGlite', await timeBatchIssue(handle));
  } finally {
    await handle.close();
  }
}

async function onPostgres(base: string): Promise<BenchResult> {
  const target = await benchPostgresDatabase(base, 'batch');
  try {
    await runMigrations(target.handle);
    return result('PostgreSQL', await timeBatchIssue(target.handle));
  } finally {
    await target.close();
  }
}

/** `npm run bench -- batch-issue`: a batch of 10,000 cards, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, PostgreSQL. */
export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const postgres = benchPostgresBase();
  const results = postgres ? [await onPostgres(postgres)] : [];
  results.push(await onPglite());
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await run()) console.log(`${r.name}: ${r.value}${r.note ? ` (${r.note})` : ''}`);
}
