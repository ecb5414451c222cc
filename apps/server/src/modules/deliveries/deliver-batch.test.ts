import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
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
import { waitFor } from '../../../test/wait-for.ts';
import { deliverBatch, sendingLanes, type DeliveryDeps } from './deliver.ts';

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

/** `count` due gift emails of a new store, by delivery id. */
async function dueGifts(count: number): Promise<string[]> {
  const storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
  await seedDueGifts(database.db, storeId, count);
  const rows = await database.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.storeId, storeId));
  return rows.map((row) => row.id);
}

const depsWith = (mail: MailTransport): DeliveryDeps => ({
  db: database.db,
  config: testConfig(),
  mail,
  log: silentLog,
  links: testLinkSigner(),
  composers: deliveryComposers,
});

describe('a batch of deliveries', () => {
  it('builds its mails just ahead of the transport’s connections, not all before the first is handed over', async () => {
    const ids = await dueGifts(20);
    const { transport, builtAtHandOver } = countingTransport(2);

    const retry = await deliverBatch(depsWith(transport), ids);

    expect(retry).toEqual([]);
    expect(builtAtHandOver).toHaveLength(20);
    // Two on the wire and two built waiting for them, at most.
    expect(builtAtHandOver[0]).toBeLessThanOrEqual(4);
    const states = await database.db
      .select({ state: deliveries.state })
      .from(deliveries)
      .where(inArray(deliveries.id, ids));
    expect(states.every((row) => row.state === 'sent')).toBe(true);
  });

  it('sent at once with another, shares the transport’s connections with it: no more on the wire than it has', async () => {
    const [first, second] = [await dueGifts(6), await dueGifts(6)];
    let onTheWire = 0;
    let most = 0;
    let held: Array<() => void> = [];
    const transport: MailTransport = {
      kind: 'smtp',
      concurrency: 2,
      prepare: () => async () => {
        onTheWire += 1;
        most = Math.max(most, onTheWire);
        await new Promise<void>((release) => held.push(release));
        onTheWire -= 1;
      },
      send: () => Promise.reject(new Error('prepared mails only')),
      close: async () => {},
    };
    const deps = depsWith(transport);
    const lanes = sendingLanes(deps);
    const both = Promise.all([deliverBatch(deps, first, lanes), deliverBatch(deps, second, lanes)]);

    // Hand-overs are let go a round at a time, once as many wait as the connections allow (or as are
    // left): meanwhile the other batch has its chance to put more on the wire.
    let released = 0;
    while (released < 12) {
      await waitFor(() => held.length >= Math.min(2, 12 - released), 10_000, 'hand-overs waiting');
      const releasing = held;
      held = [];
      released += releasing.length;
      for (const release of releasing) release();
    }

    expect(await both).toEqual([[], []]);
    expect(most).toBe(2);
  });
});
