import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { isProcessAlive } from '../src/lib/process-alive.ts';

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Builds a migrated template database for this run; each test file clones it with
 * CREATE DATABASE … TEMPLATE. Names carry this process's pid, so concurrent runs on one server
 * never drop each other's databases; leftovers of dead runs are dropped.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = `gf_${process.pid}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const existing = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'gf\\_%'");
  for (const { datname } of existing.rows) {
    const pid = Number(/^gf_(\d+)_/.exec(datname)?.[1]);
    if (pid === process.pid || !pid || !isProcessAlive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  await admin.query(`create database "${template}"`);
  await admin.end();
  const handle = fromPostgres(databaseUrl(base, template), { max: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    const mine = await cleanup.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of mine.rows) await cleanup.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.end();
  };
}
