import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Without drizzle's relational queries (`db.query.…`, unused here): given the schema, drizzle builds
 * a query builder for each of its tables in every transaction it opens (issue 24: 1 % of checkout's
 * CPU in Node). Queries name their tables themselves.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Runs fn while this process holds the PostgreSQL advisory lock `key`, so instances starting
   * together take turns (schema installs). PGlite belongs to one process: fn simply runs.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Connections open, idle and waited for; PGlite is one in-process connection. */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_key, fn) => fn(),
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    async withLock(key, fn) {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        session.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const client = new PGlite(dataDir);
  await client.waitReady;
  return client;
}
