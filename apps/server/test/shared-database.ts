import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, openPglite, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';
import { testDatabaseKind, testPostgresUrl } from './test-database.ts';

export interface SharedDatabase {
  /** What a child process opens: a PGlite directory or a PostgreSQL URL. */
  target: string;
  open: () => Promise<DatabaseHandle>;
}

/**
 * A migrated database that processes use one after the other (a child is killed, another takes
 * over): a PGlite directory or a PostgreSQL database of this run. `cleanups` gets its removal.
 */
export async function sharedDatabase(purpose: string, cleanups: (() => Promise<void>)[]): Promise<SharedDatabase> {
  if (testDatabaseKind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `giftfront-${purpose}-`));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const handle = fromPglite(await openPglite(dir));
    await runMigrations(handle);
    await handle.close();
    return { target: dir, open: async () => fromPglite(await openPglite(dir)) };
  }
  const base = testPostgresUrl();
  const prefix = inject('postgresRunPrefix');
  const name = await createRunDatabase(base, prefix, purpose, inject('postgresTemplate'));
  cleanups.push(() => dropRunDatabase(base, prefix, name));
  const url = databaseUrl(base, name);
  return { target: url, open: async () => fromPostgres(url) };
}
