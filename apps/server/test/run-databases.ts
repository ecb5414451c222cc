import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL databases one test run makes. Every name starts with the run's own prefix, built
 * from random bytes when the run starts, so no database made by anyone else (another run, another
 * project, a person) can carry it; the run drops only names with that prefix, and never the
 * database TEST_DATABASE_URL itself points at.
 */
export function newRunPrefix(): string {
  return `gft_${randomBytes(8).toString('hex')}_`;
}

/** The URL of another database on the server of `base`. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

function suffix(): string {
  return randomBytes(6).toString('hex');
}

function assertOwned(prefix: string, name: string, base: string) {
  const named = decodeURIComponent(new URL(base).pathname.slice(1));
  if (!/^gft_[0-9a-f]{16}_$/.test(prefix) || !name.startsWith(prefix) || name === named) {
    throw new Error(`Refusing to drop "${name}": this test run did not create it.`);
  }
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix><purpose>_<random>` (empty, or a clone of `template`) and answers its name. */
export function createRunDatabase(base: string, prefix: string, purpose: string, template?: string): Promise<string> {
  const name = `${prefix}${purpose}_${suffix()}`;
  const from = template ? ` template "${template}"` : '';
  return withAdmin(base, async (client) => {
    await client.query(`create database "${name}"${from}`);
    return name;
  });
}

/** Drops one database this run created; anything else is refused before a query is sent. */
export async function dropRunDatabase(base: string, prefix: string, name: string): Promise<void> {
  assertOwned(prefix, name, base);
  await withAdmin(base, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/** Drops what this run left behind (a test file killed before its own cleanup): its prefix only. */
export function dropRunLeftovers(base: string, prefix: string): Promise<string[]> {
  return withAdmin(base, async (client) => {
    const pattern = `${prefix.replace(/_/g, '\\_')}%`;
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      pattern,
    ]);
    const dropped: string[] = [];
    for (const { datname } of rows) {
      assertOwned(prefix, datname, base);
      await client.query(`drop database if exists "${datname}" with (force)`);
      dropped.push(datname);
    }
    return dropped;
  });
}
