import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { createTestDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { createStore } from '../../../test/factories.ts';
import { insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { claimDeliveries, touchSending } from './delivery-repository.ts';

// PGlite has one connection: no other transaction can hold a row meanwhile.
describe.runIf(testDatabaseKind === 'postgres')('a sender’s heartbeat', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('skips a row another transaction holds (a record of many sent mails) instead of waiting on it, and renews the rest', async () => {
    const storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const card = await insertGiftCard(database.db, storeId);
      ids.push((await recordDelivery(database.db, storeId, 'gift', card.id, 'sam@example.com')).id);
    }
    await claimDeliveries(database.db, ids);
    const long = new Date('2020-01-01T00:00:00Z');
    await database.db.update(deliveries).set({ updatedAt: long }).where(inArray(deliveries.id, ids));
    const [held, free] = ids as [string, string];

    await database.db.transaction(async (tx) => {
      await tx.select().from(deliveries).where(eq(deliveries.id, held)).for('update');
      // Waiting on the held row here would never end: this transaction waits on the heartbeat.
      await touchSending(database.db, ids);
    });

    const rows = await database.db
      .select({ id: deliveries.id, fresh: sql<boolean>`${deliveries.updatedAt} > ${long}` })
      .from(deliveries)
      .where(inArray(deliveries.id, ids));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.fresh]))).toEqual({ [held]: false, [free]: true });
  }, 10_000);
});
