import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Around the server suites on PostgreSQL, `npm test` keeps a database the run did not make, named
 * as someone else's data could be (gf_…), and fails if the run dropped it.
 */
async function query(base, sql, values = []) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export async function plantCanary(base) {
  const name = `gf_foreign_canary_${randomBytes(6).toString('hex')}`;
  await query(base, `create database "${name}"`);
  return name;
}

/** Answers whether the canary was still there; drops it either way (this script made it). */
export async function checkAndRemoveCanary(base, name) {
  const survived = (await query(base, 'select 1 from pg_database where datname = $1', [name])).length === 1;
  if (survived) await query(base, `drop database "${name}"`);
  return survived;
}
