import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'giftfront_test_template';

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Builds a migrated template database; each test file clones it with CREATE DATABASE … TEMPLATE. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'gf_test_%'");
  for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = fromPostgres(databaseUrl(base, TEMPLATE_DATABASE), { max: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
}
