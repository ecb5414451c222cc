import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { build } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { fromPostgres, type DatabaseHandle } from '../src/db/client.ts';

type Overrides = Parameters<typeof testConfig>[0];

/** Settings that make the delivery worker quick enough for tests. */
export const fastJobs: Overrides = {
  JOBS_ENABLED: 'true',
  JOBS_POLL_INTERVAL_MS: '100',
  DELIVERY_RETRY_DELAY_SECONDS: '1',
  JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
};

/** One more server instance on a database another instance already uses; close() leaves the database open. */
export async function startInstance(database: DatabaseHandle, overrides: Overrides = {}): Promise<FastifyInstance> {
  const config = testConfig({
    STATIC_DIR: '/nonexistent',
    DATA_DIR: '/tmp/giftfront-test-data',
    ...fastJobs,
    ...overrides,
  });
  const app = await build({ config, database });
  await app.ready();
  return app;
}

/**
 * A second connection to the same database, as a second server process would have: its own pool on
 * PostgreSQL; on PGlite, whose single in-process connection cannot be opened twice, the same handle.
 */
export function connectAgain(database: DatabaseHandle): DatabaseHandle {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return fromPostgres(pool.options.connectionString!, { max: 5 });
}
