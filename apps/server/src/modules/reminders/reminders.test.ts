import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { deliveries, giftCardLedger, stores } from '../../db/schema/index.ts';
import { unsubscribeToken } from '../../lib/order-link.ts';
import { deliveryComposers } from '../../delivery-composers.ts';
import { createAdminStore, createAdminTestApp, type TestStore } from '../../../test/admin.ts';
import { insertGiftCard, insertOrder } from '../../../test/delivery-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { composeDeliveryMail } from '../mail/compose-delivery-mail.ts';
import { batchMailLoaders } from '../mail/mail-loaders.ts';
import { monthsBefore, recordBalanceReminders, REMINDER_KINDS } from './record-reminders.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const monthsAgo = (months: number) => monthsBefore(new Date(), months);

/** Each test has a store of its own, so another test's cards are never reminded here. */
async function freshStore(): Promise<TestStore> {
  return createAdminStore(t.db);
}

async function remindersOf(cardIds: string[]) {
  return t.db
    .select()
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.subjectId, cardIds),
        inArray(deliveries.kind, [REMINDER_KINDS.expiry, REMINDER_KINDS.unused]),
      ),
    );
}

describe('recording balance reminders', () => {
  it('reminds 30 days before expiry, and after 6 months without use, once per card and reason', async () => {
    const store = await freshStore();
    const expiring = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20) });
    const later = await insertGiftCard(t.db, store.id, { expiresOn: inDays(40) });
    const forgotten = await insertGiftCard(t.db, store.id, { expiresOn: null, createdAt: monthsAgo(7) });
    const used = await insertGiftCard(t.db, store.id, { expiresOn: null, createdAt: monthsAgo(7) });
    await t.db
      .insert(giftCardLedger)
      .values({ giftCardId: used.id, kind: 'redeem', amountMinor: 0, createdAt: monthsAgo(1) });
    const ids = [expiring.id, later.id, forgotten.id, used.id];

    await recordBalanceReminders(t.db, new Date());
    await recordBalanceReminders(t.db, new Date());
    const rows = await remindersOf(ids);
    expect(rows.map((row) => [row.subjectId, row.kind]).sort()).toEqual(
      [
        [expiring.id, REMINDER_KINDS.expiry],
        [forgotten.id, REMINDER_KINDS.unused],
      ].sort(),
    );
    expect(rows.find((row) => row.subjectId === expiring.id)!.recipient).toBe('sam@example.com');
  });

  it('never reminds of a spent, voided or expired card, or a voucher', async () => {
    const store = await freshStore();
    const cards = await Promise.all([
      insertGiftCard(t.db, store.id, { expiresOn: inDays(10), balanceMinor: 0, status: 'Spent' }),
      insertGiftCard(t.db, store.id, { expiresOn: inDays(10), balanceMinor: 0 }),
      insertGiftCard(t.db, store.id, { expiresOn: inDays(10), status: 'Voided' }),
      insertGiftCard(t.db, store.id, { expiresOn: inDays(-1) }),
      insertGiftCard(t.db, store.id, { expiresOn: inDays(-1), status: 'Expired', createdAt: monthsAgo(8) }),
      insertGiftCard(t.db, store.id, { expiresOn: inDays(10), kind: 'voucher' }),
    ]);
    await recordBalanceReminders(t.db, new Date());
    expect(await remindersOf(cards.map((card) => card.id))).toEqual([]);
  });

  it('sends none for a store that switched them off in Settings', async () => {
    const store = await freshStore();
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    await t.db
      .update(stores)
      .set({ settings: { ...row!.settings, balanceReminders: false } })
      .where(eq(stores.id, store.id));
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(5) });
    await recordBalanceReminders(t.db, new Date());
    expect(await remindersOf([card.id])).toEqual([]);
  });
});

describe('the reminder email', () => {
  const compose = (delivery: { storeId: string; kind: string; subjectId: string; recipient: string }) =>
    composeDeliveryMail({ db: t.db, loaders: batchMailLoaders(t.db, t.config), links: t.app }, deliveryComposers, {
      ...delivery,
      payload: null,
    });

  it('tells the balance, links the card and the shop, never the code, with one-click unsubscribe headers', async () => {
    const store = await freshStore();
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20), balanceMinor: 3250 });
    const mail = await compose({
      storeId: store.id,
      kind: REMINDER_KINDS.expiry,
      subjectId: card.id,
      recipient: 'sam@example.com',
    });
    if (!('send' in mail)) throw new Error('expected a mail');
    expect(mail.send.subject).toMatch(/^You still have \$32\.50 at /);
    expect(mail.send.text).toContain(`/GiftCard/Preview/${card.id}`);
    expect(mail.send.text).toContain(`ending ${card.code.slice(-4)} expires on`);
    expect(mail.send.html + mail.send.text).not.toContain(card.code);
    const unsubscribe = mail.send.headers!['List-Unsubscribe']!;
    expect(unsubscribe).toMatch(/^<http.*\/api\/Reminders\/Unsubscribe\?card=.+&token=.+>$/);
    expect(mail.send.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is skipped when the card was spent after the reminder was recorded', async () => {
    const store = await freshStore();
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20), balanceMinor: 0, status: 'Spent' });
    const mail = await compose({
      storeId: store.id,
      kind: REMINDER_KINDS.expiry,
      subjectId: card.id,
      recipient: 'sam@example.com',
    });
    expect('skip' in mail).toBe(true);
  });
});

describe('one-click unsubscribe', () => {
  it('stops the card’s reminders on the mail client’s POST; opening the link alone changes nothing', async () => {
    const store = await freshStore();
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20) });
    const url = `/api/Reminders/Unsubscribe?card=${card.id}&token=${encodeURIComponent(unsubscribeToken(t.app, card.id))}`;

    const opened = await t.app.inject({ method: 'GET', url, headers: store.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Stop reminders for this card');
    expect(opened.body).not.toContain(card.code);

    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...store.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('no more balance reminders');
    await recordBalanceReminders(t.db, new Date());
    expect(await remindersOf([card.id])).toEqual([]);
  });

  /** A card bought in `language` (the reminder is written in the order's language). */
  async function cardInLanguage(store: TestStore, language: string) {
    const order = await insertOrder(t.db, store.id, { language });
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20), orderId: order.id });
    const url = `/api/Reminders/Unsubscribe?card=${card.id}&token=${encodeURIComponent(unsubscribeToken(t.app, card.id))}`;
    return { card, url };
  }
  const post = (store: TestStore, url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...store.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('asks and answers in French for a card bought in French, with lang="fr"', async () => {
    const store = await freshStore();
    const { card, url } = await cardInLanguage(store, 'fr');

    const opened = await t.app.inject({ method: 'GET', url, headers: store.headers });
    expect(opened.body).toContain('<html lang="fr" dir="ltr">');
    expect(opened.body).toContain('Arrêter les rappels de solde\u202f?');
    expect(opened.body).toContain(`se terminant par ${card.code.slice(-4)}`);
    expect(opened.body).toContain('Arrêter les rappels pour cette carte');
    expect(opened.body).not.toContain('Stop reminders');

    const posted = await post(store, url);
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('<html lang="fr" dir="ltr">');
    expect(posted.body).toContain('Vous ne recevrez plus de rappels de solde');
  });

  it('reads from the right in Arabic for a card bought in Arabic, with lang="ar" dir="rtl"', async () => {
    const store = await freshStore();
    const { url } = await cardInLanguage(store, 'ar');

    const opened = await t.app.inject({ method: 'GET', url, headers: store.headers });
    expect(opened.body).toContain('<html lang="ar" dir="rtl">');
    expect(opened.body).toContain('إيقاف تذكيرات الرصيد؟');
    expect(opened.body).toContain('إيقاف التذكيرات لهذه البطاقة');
    expect(opened.body).not.toMatch(/Stop|reminds you/);

    const posted = await post(store, url);
    expect(posted.body).toContain('<html lang="ar" dir="rtl">');
    expect(posted.body).toContain('تم إيقاف التذكيرات');
  });

  it('says a refused link is not valid in the store’s own language', async () => {
    const store = await freshStore();
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    await t.db
      .update(stores)
      .set({ settings: { ...row!.settings, defaultLanguage: 'de', languages: ['de', 'fr'] } })
      .where(eq(stores.id, store.id));
    t.app.invalidateStoreCache();
    const { card } = await cardInLanguage(store, 'fr');
    const bad = await post(store, `/api/Reminders/Unsubscribe?card=${card.id}&token=nope`);
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('<html lang="de" dir="ltr">');
    expect(bad.body).toContain('Dieser Link ist nicht gültig.');
  });

  it('refuses a wrong token and another store’s card', async () => {
    const store = await freshStore();
    const other = await freshStore();
    const card = await insertGiftCard(t.db, store.id, { expiresOn: inDays(20) });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/Reminders/Unsubscribe?card=${card.id}&token=nope`,
      headers: store.headers,
    });
    expect(bad.statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/Reminders/Unsubscribe?card=${card.id}&token=${encodeURIComponent(unsubscribeToken(t.app, card.id))}`,
      headers: other.headers,
    });
    expect(elsewhere.statusCode).toBe(403);
    await recordBalanceReminders(t.db, new Date());
    expect((await remindersOf([card.id])).map((row) => row.kind)).toEqual([REMINDER_KINDS.expiry]);
  });
});
