import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fromPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';

/** Where the PostgreSQL benches make their databases: BENCH_DATABASE_URL, else TEST_DATABASE_URL; none skips them. */
export const benchPostgresBase = (): string | undefined =>
  benchOn('postgres') ? process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined : undefined;

/**
 * Whether the benches run on `kind`: BENCH_DATABASES (`pglite`, `postgres` or both, comma
 * separated) picks, for re-running one database's figures; unset means both.
 */
export function benchOn(kind: 'pglite' | 'postgres'): boolean {
  const chosen = process.env.BENCH_DATABASES?.split(',').map((name) => name.trim().toLowerCase());
  return !chosen?.length || chosen.includes(kind);
}

export interface BenchPostgresDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database this bench made (and only that one). */
  close(): Promise<void>;
}

/** A new database `gfbench_<purpose>_<random>` on the cluster of `base`, dropped by close(). */
export async function benchPostgresDatabase(base: string, purpose: string): Promise<BenchPostgresDatabase> {
  const name = `gfbench_${purpose}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = fromPostgres(url.toString(), { max: 16 });
  return {
    url: url.toString(),
    handle,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
