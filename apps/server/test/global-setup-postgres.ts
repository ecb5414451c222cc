import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createRunDatabase, databaseUrl, dropRunLeftovers, newRunPrefix } from './run-databases.ts';

/**
 * Builds a migrated template database for this run; each test file clones it with
 * CREATE DATABASE … TEMPLATE. Every database of the run carries the run's random prefix
 * (run-databases.ts), and the teardown drops those and nothing else: never another run's,
 * never a database someone else named gf_…, never the one TEST_DATABASE_URL names.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = newRunPrefix();
  const template = await createRunDatabase(base, prefix, 'template');
  const handle = fromPostgres(databaseUrl(base, template), { max: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplate', template);
  project.provide('postgresRunPrefix', prefix);

  return async () => {
    await dropRunLeftovers(base, prefix);
  };
}
