import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import setupPostgres from './global-setup-postgres.ts';
import { createRunDatabase, dropRunDatabase } from './run-databases.ts';
import { testDatabaseKind } from './test-database.ts';

const base = process.env.TEST_DATABASE_URL ?? '';

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const exists = async (name: string) =>
  (await query('select 1 from pg_database where datname = $1', [name])).length === 1;

// Names someone else's data could have: the old sweep dropped every gf_ database without a live pid.
const foreign = [`gf_customer_data_${randomBytes(4).toString('hex')}`, `gf_999999_${randomBytes(4).toString('hex')}`];

describe.skipIf(testDatabaseKind !== 'postgres')('a test run and databases it did not create', () => {
  beforeAll(async () => {
    for (const name of foreign) await query(`create database "${name}"`);
  });
  afterAll(async () => {
    for (const name of foreign) await query(`drop database if exists "${name}"`);
  });

  it('keeps a foreign gf_ database through a whole run: setup, its clones, teardown', async () => {
    const provided = new Map<string, unknown>();
    const project = { provide: (key: string, value: unknown) => provided.set(key, value) };
    const teardown = await setupPostgres(project as never);
    const prefix = provided.get('postgresRunPrefix') as string;
    const clone = await createRunDatabase(base, prefix, 'file', provided.get('postgresTemplate') as string);
    expect(await exists(clone)).toBe(true);

    await teardown();

    expect(await exists(clone)).toBe(false);
    expect(await exists(provided.get('postgresTemplate') as string)).toBe(false);
    for (const name of foreign) expect(await exists(name)).toBe(true);
  }, 120_000);

  it('refuses to drop a database whose name lacks the run prefix, and the one TEST_DATABASE_URL names', async () => {
    const prefix = inject('postgresRunPrefix');
    const named = new URL(base).pathname.slice(1);
    await expect(dropRunDatabase(base, prefix, foreign[0]!)).rejects.toThrow(/did not create it/);
    await expect(dropRunDatabase(base, prefix, named)).rejects.toThrow(/did not create it/);
    for (const name of [...foreign, named]) expect(await exists(name)).toBe(true);
  });

  it('gives each run a prefix nothing else carries', () => {
    expect(inject('postgresRunPrefix')).toMatch(/^gft_[0-9a-f]{16}_$/);
    expect(inject('postgresTemplate').startsWith(inject('postgresRunPrefix'))).toBe(true);
  });
});
