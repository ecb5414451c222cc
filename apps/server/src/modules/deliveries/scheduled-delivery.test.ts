import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { connectAgain, startInstance } from '../../../test/delivery-apps.ts';
import { insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let second: DatabaseHandle;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  second = connectAgain(database);
  sink = await startSmtpSink();
});

async function statesOf(cards: { id: string }[]) {
  const rows = await database.db
    .select({ state: deliveries.state })
    .from(deliveries)
    .where(
      inArray(
        deliveries.subjectId,
        cards.map((c) => c.id),
      ),
    );
  return rows.map((row) => row.state);
}

afterAll(async () => {
  await sink.close();
  await second.close();
  await database.close();
});

describe('scheduled delivery', () => {
  it('sends gifts scheduled 2 s ahead after their moment, each exactly once, across two instances and a restart', async () => {
    const storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
    const settings = { SMTP_URL: sink.url };
    const first = await startInstance(database, settings);
    const other = await startInstance(second, settings);

    // Scheduled an hour ahead, so the restart below surely comes before the moment, whatever the machine's pace.
    const later = new Date(Date.now() + 3_600_000);
    const cards: Awaited<ReturnType<typeof insertGiftCard>>[] = [];
    for (let i = 0; i < 12; i += 1) {
      const card = await insertGiftCard(database.db, storeId, {
        recipientEmail: `friend${i}@example.com`,
        scheduledAt: later,
      });
      await recordDelivery(database.db, storeId, 'gift', card.id, `friend${i}@example.com`, later);
      cards.push(card);
    }

    // A restart before the moment: one instance stops, a new one starts on the same database.
    await first.close();
    const restarted = await startInstance(database, settings);

    // Then the moment is brought to 2 s from now, as a buyer's reschedule would.
    const sendAt = new Date(Date.now() + 2000);
    await database.db
      .update(deliveries)
      .set({ sendAt })
      .where(
        inArray(
          deliveries.subjectId,
          cards.map((c) => c.id),
        ),
      );

    await sink.waitForMails(cards.length);
    // Every delivery recorded as sent, then both instances finish what they hold: a duplicate would be counted.
    await waitFor(async () => (await statesOf(cards)).every((state) => state === 'sent'), 30_000, 'all sent');
    await Promise.all([other.close(), restarted.close()]);

    expect(sink.mails).toHaveLength(cards.length);
    expect(new Set(sink.mails.flatMap((m) => m.to))).toEqual(new Set(cards.map((c) => c.recipientEmail)));
    for (const mail of sink.mails) expect(mail.receivedAt).toBeGreaterThanOrEqual(sendAt.getTime());
    const rows = await database.db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.subjectId,
          cards.map((c) => c.id),
        ),
      );
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'sent', attempts: 1 });
      expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
    }
  }, 60_000);
});
