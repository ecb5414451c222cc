import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../src/db/client.ts';

export const testDatabaseKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

function adminUrl(base: string, database: string) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const client = new PGlite({ loadDataDir: blob });
    await client.waitReady;
    return fromPglite(client);
  }
  const base = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  // Same prefix as the run's template (gf_<pid>_), so the run's teardown drops it.
  const name = `${template.replace(/template$/, '')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const handle = fromPostgres(adminUrl(base, name), { max: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}
