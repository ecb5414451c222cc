import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Applies the committed migrations; on PostgreSQL an advisory lock lets several instances start at once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72417001)`);
    await migratePg(tx as never, { migrationsFolder });
  });
}
