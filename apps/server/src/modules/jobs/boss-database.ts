import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * pg-boss over the app's own connection, on both drivers (docs/decisions/0004-durable-delivery.md).
 * PostgreSQL: the app's pool. PGlite: its single in-process connection; pg-boss's multi-statement
 * scripts (BEGIN; …; COMMIT) carry no parameters and go through exec, which PGlite runs whole,
 * never interleaved with another query or an app transaction.
 */
export function bossDatabase(handle: DatabaseHandle): PgBoss.Db {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (handle.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
