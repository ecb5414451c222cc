import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import { createAdminStore } from '../../../test/admin.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CARD_EXPIRY_TASK, recordExpiriesForAllStores } from './card-expiry-plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expiredEvents(giftCardId: string) {
  return t.db
    .select()
    .from(events)
    .where(and(eq(events.giftCardId, giftCardId), eq(events.type, 'gift_card.expired')));
}

describe('gift_card.expired', () => {
  it("is recorded once the store's day is past the expiry date, on the store's clock", async () => {
    const ahead = await createAdminStore(t.db, { timeZone: 'Pacific/Kiritimati' }); // UTC+14
    const utc = await createAdminStore(t.db, { timeZone: 'UTC' });
    const { card: early } = await issueCard(t.db, ahead.id, { expiresOn: '2030-03-05' });
    const { card: late } = await issueCard(t.db, utc.id, { expiresOn: '2030-03-05' });
    // 12:00 UTC on the 5th is already the 6th in Kiritimati, still the 5th in UTC.
    await recordExpiriesForAllStores(t.db, new Date('2030-03-05T12:00:00Z'));
    const [event] = await expiredEvents(early.id);
    expect(event).toMatchObject({ storeId: ahead.id, type: 'gift_card.expired', cardSequence: 1 });
    expect(event!.data).toMatchObject({
      giftCard: { id: early.id, last4: early.code.slice(-4), balanceMinor: 5000 },
      activity: { kind: 'expire', amountMinor: 0, expiresOn: '2030-03-05' },
    });
    expect(JSON.stringify(event!.data)).not.toContain(early.code);
    expect(await expiredEvents(late.id)).toHaveLength(0);
    await recordExpiriesForAllStores(t.db, new Date('2030-03-06T00:00:01Z'));
    expect(await expiredEvents(late.id)).toHaveLength(1);
  });

  it('is recorded once per card even when instances run it together, and never for a voided card', async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id, { expiresOn: '2029-01-01' });
    const { card: voided } = await issueCard(t.db, store.id, { expiresOn: '2029-01-01', status: 'Voided' });
    const at = new Date('2029-01-03T00:00:00Z');
    await Promise.all([recordExpiriesForAllStores(t.db, at), recordExpiriesForAllStores(t.db, at)]);
    await recordExpiriesForAllStores(t.db, at);
    expect(await expiredEvents(card.id)).toHaveLength(1);
    expect(await expiredEvents(voided.id)).toHaveLength(0);
  });

  it('runs as a periodic task', async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id, { expiresOn: '2020-06-30' });
    await t.app.jobs.tasks.run(CARD_EXPIRY_TASK);
    expect(await expiredEvents(card.id)).toHaveLength(1);
  });
});
