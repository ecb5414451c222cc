import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';

export const testDatabaseKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
/** The PostgreSQL cluster the server suites run on (set when testDatabaseKind is 'postgres'). */
export const testPostgresUrl = (): string => process.env.TEST_DATABASE_URL!;

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const client = new PGlite({ loadDataDir: blob });
    await client.waitReady;
    return fromPglite(client);
  }
  const base = process.env.TEST_DATABASE_URL!;
  const prefix = inject('postgresRunPrefix');
  const name = await createRunDatabase(base, prefix, 'file', inject('postgresTemplate'));
  const handle = fromPostgres(databaseUrl(base, name), { max: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropRunDatabase(base, prefix, name);
    },
  };
}
