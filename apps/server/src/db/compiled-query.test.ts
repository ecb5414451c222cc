import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { compiledQuery } from './compiled-query.ts';
import { serverSecrets } from './schema/index.ts';

const lockSecret = compiledQuery('test_lock_secret', (db) =>
  db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, sql.placeholder('name')))
    .for('update'),
);

const insertSecret = compiledQuery('test_insert_secret', (db) =>
  db
    .insert(serverSecrets)
    .values({ name: sql.placeholder('name'), value: sql.placeholder('value') })
    .returning({ name: serverSecrets.name }),
);

describe('compiledQuery', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs on the database with drizzle’s mapping of its columns', async () => {
    await insertSecret(database.db, { name: 'compiled-a', value: 'one' });
    const [row] = await lockSecret(database.db, { name: 'compiled-a' });
    expect(row).toMatchObject({ name: 'compiled-a', value: 'one' });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('runs inside the transaction it is given: its rows, its locks, its rollback', async () => {
    await insertSecret(database.db, { name: 'compiled-b', value: 'before' });
    const refusal = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(serverSecrets).set({ value: 'inside' }).where(eq(serverSecrets.name, 'compiled-b'));
        await insertSecret(tx, { name: 'compiled-c', value: 'new' });
        // On another connection (PostgreSQL) this would wait for the row the transaction has
        // locked, and on PGlite queue behind the transaction: either way it would never answer.
        const [locked] = await lockSecret(tx, { name: 'compiled-b' });
        expect(locked!.value).toBe('inside');
        expect(await lockSecret(tx, { name: 'compiled-c' })).toHaveLength(1);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const [after] = await lockSecret(database.db, { name: 'compiled-b' });
    expect(after!.value).toBe('before');
    expect(await lockSecret(database.db, { name: 'compiled-c' })).toEqual([]);
  });

  it('refuses a name already taken', () => {
    expect(() => compiledQuery('test_lock_secret', (db) => db.select().from(serverSecrets))).toThrow(
      /already a compiled query's name/,
    );
  });
});
