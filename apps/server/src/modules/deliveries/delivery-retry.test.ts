import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testConfig } from '../../config.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { connectAgain, fastJobs, startInstance } from '../../../test/delivery-apps.ts';
import { testLinkSigner } from '../../../test/link-signer.ts';
import { deliveryOf, insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { silentLog } from '../jobs/job-log.ts';
import type { MailTransport } from '../mail/mail-message.ts';
import { registerDeliveryWorker } from './delivery-worker.ts';
import { deliveryComposers } from '../../delivery-composers.ts';

let database: DatabaseHandle;
let storeId: string;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database.close();
});

async function giftFor(recipient: string) {
  const card = await insertGiftCard(database.db, storeId, { recipientEmail: recipient });
  await recordDelivery(database.db, storeId, 'gift', card.id, recipient);
  return card;
}

describe('delivery retries', () => {
  it('retries while the mail server rejects, then delivers exactly once', async () => {
    const sink = await startSmtpSink({ rejectFirst: 2 });
    const app = await startInstance(database, { SMTP_URL: sink.url });
    cleanups.push(
      () => sink.close(),
      () => app.close(),
    );
    const card = await giftFor('retry@example.com');

    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent', 45_000);
    await app.close(); // lets any send in flight finish: a second one would be counted below

    expect(sink.attempts()).toBe(3);
    expect(sink.mails).toHaveLength(1);
    expect(await deliveryOf(database.db, card.id)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  }, 60_000);

  it('records the error and gives up after DELIVERY_MAX_ATTEMPTS', async () => {
    const sink = await startSmtpSink({ rejectFirst: 1000 });
    const app = await startInstance(database, { SMTP_URL: sink.url, DELIVERY_MAX_ATTEMPTS: '2' });
    cleanups.push(
      () => sink.close(),
      () => app.close(),
    );
    const card = await giftFor('never@example.com');

    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'failed', 45_000);
    await app.close(); // lets any attempt in flight finish: a third one would be counted below

    const delivery = await deliveryOf(database.db, card.id);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 2 });
    expect(delivery.lastError).toMatch(/451/);
    expect(sink.attempts()).toBe(2);
  }, 60_000);

  it('hands a send whose instance died mid-way (lease expired) to another instance', async () => {
    const sink = await startSmtpSink();
    // Instance A takes the delivery and hangs in the middle of sending, as a crashed process would.
    // It works two batches at once, so it may take the job again after its lease and hang twice.
    const hungSends: Array<(error: Error) => void> = [];
    const hanging: MailTransport = {
      kind: 'smtp',
      send: () => new Promise((_resolve, reject) => hungSends.push(reject)),
      close: async () => undefined,
    };
    const config = testConfig({ ...fastJobs, DELIVERY_LEASE_SECONDS: '2' });
    const crashed = new JobRunner(database, config, silentLog);
    registerDeliveryWorker(crashed, {
      db: database.db,
      config,
      mail: hanging,
      log: silentLog,
      links: testLinkSigner(),
      composers: deliveryComposers,
    });
    await crashed.start();
    cleanups.push(() => sink.close());
    const card = await giftFor('lease@example.com');
    await waitFor(async () => (await deliveryOf(database.db, card.id)).attempts === 1);

    const other = connectAgain(database);
    const survivor = await startInstance(other, { SMTP_URL: sink.url, DELIVERY_LEASE_SECONDS: '2' });
    cleanups.push(async () => {
      await survivor.close();
      await other.close();
    });

    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent', 45_000);
    // The dead instance's send finally fails: it must not overwrite the outcome on record.
    for (const release of hungSends) release(new Error('connection reset'));
    await crashed.stop();

    expect(sink.mails.map((m) => m.to)).toEqual([['lease@example.com']]);
    // The hung instance is alive (it renews its row), so the lease hands the job on; it may take the
    // job once more itself before the survivor does: attempts count claims, the mail went once.
    const delivery = await deliveryOf(database.db, card.id);
    expect(delivery).toMatchObject({ state: 'sent', lastError: null });
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
