import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { deliveryComposers } from '../../delivery-composers.ts';
import { silentLog } from '../jobs/job-log.ts';
import type { MailTransport } from '../mail/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createStore } from '../../../test/factories.ts';
import { seedDueGifts, storeIdOf } from '../../../test/delivery-factories.ts';
import { testLinkSigner } from '../../../test/link-signer.ts';
import { deliverBatch } from './deliver.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A transport of `concurrency` connections that counts the mails built and notes how many were built at each hand-over. */
function countingTransport(concurrency: number) {
  let built = 0;
  const builtAtHandOver: number[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    concurrency,
    prepare: () => {
      built += 1;
      return async () => {
        builtAtHandOver.push(built);
      };
    },
    send: () => Promise.reject(new Error('prepared mails only')),
    close: async () => {},
  };
  return { transport, builtAtHandOver };
}

describe('a batch of deliveries', () => {
  it('builds its mails just ahead of the transport’s connections, not all before the first is handed over', async () => {
    const storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
    await seedDueGifts(database.db, storeId, 20);
    const ids = (
      await database.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.storeId, storeId))
    ).map((row) => row.id);
    const { transport, builtAtHandOver } = countingTransport(2);

    const retry = await deliverBatch(
      {
        db: database.db,
        config: testConfig(),
        mail: transport,
        log: silentLog,
        links: testLinkSigner(),
        composers: deliveryComposers,
      },
      ids,
    );

    expect(retry).toEqual([]);
    expect(builtAtHandOver).toHaveLength(20);
    // Two on the wire and two built waiting for them, at most.
    expect(builtAtHandOver[0]).toBeLessThanOrEqual(4);
    const states = await database.db
      .select({ state: deliveries.state })
      .from(deliveries)
      .where(eq(deliveries.storeId, storeId));
    expect(states.every((row) => row.state === 'sent')).toBe(true);
  });
});
