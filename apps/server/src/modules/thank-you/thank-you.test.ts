import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { THANK_YOU_MESSAGES } from '@giftfront/domain/thank-you';
import { deliveries } from '../../db/schema/index.ts';
import { deliveryComposers } from '../../delivery-composers.ts';
import { createAdminStore, createAdminTestApp, type TestStore } from '../../../test/admin.ts';
import { insertGiftCard } from '../../../test/delivery-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { composeDeliveryMail } from '../mail/compose-delivery-mail.ts';
import { batchMailLoaders } from '../mail/mail-loaders.ts';

let t: TestApp;
let store: TestStore;
let other: TestStore;
beforeAll(async () => {
  t = await createAdminTestApp();
  store = await createAdminStore(t.db);
  other = await createAdminStore(t.db);
});
afterAll(() => t?.close());

const thank = (cardId: string, message: string, on: TestStore = store) =>
  t.app.inject({
    method: 'POST',
    url: `/GiftCard/Preview/${cardId}/thank-you`,
    headers: { ...on.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ message }).toString(),
  });
const thankYouMail = async (cardId: string) =>
  t.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.subjectId, cardId), eq(deliveries.kind, 'thank-you')));

describe("the recipient's thank-you", () => {
  it('shows the form on a gift, and emails the buyer once, without the recipient’s address', async () => {
    const card = await insertGiftCard(t.db, store.id);
    const page = await t.app.inject({ url: `/GiftCard/Preview/${card.id}`, headers: store.headers });
    expect(page.body).toContain('Say thank you');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const sent = await thank(card.id, '  Thank you so much, Alex!  ');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/GiftCard/Preview/${card.id}?thanked=1#thank-you`);
    const after = await t.app.inject({ url: sent.headers.location as string, headers: store.headers });
    expect(after.body).toContain('Your thank-you is on its way to Alex Buyer.');

    const [mail] = await thankYouMail(card.id);
    expect(mail!.recipient).toBe('alex@example.com');
    const composed = await composeDeliveryMail(
      { db: t.db, loaders: batchMailLoaders(t.db, t.config), links: t.app },
      deliveryComposers,
      { storeId: store.id, kind: 'thank-you', subjectId: card.id, recipient: mail!.recipient, payload: null },
    );
    if (!('send' in composed)) throw new Error('expected a mail');
    expect(composed.send.subject).toBe('Sam Friend says thank you');
    expect(composed.send.text).toContain('Thank you so much, Alex!');
    expect(composed.send.html + composed.send.text).not.toContain('sam@example.com');
    expect(composed.send.html + composed.send.text).not.toContain(card.code);

    const again = await thank(card.id, 'And again!');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You already said thank you');
    expect(await thankYouMail(card.id)).toHaveLength(1);
  });

  it('refuses an empty or too long message with a sentence, and sends nothing', async () => {
    const card = await insertGiftCard(t.db, store.id);
    const empty = await thank(card.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(THANK_YOU_MESSAGES.empty);
    const long = await thank(card.id, 'x'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(THANK_YOU_MESSAGES.tooLong);
    expect(await thankYouMail(card.id)).toEqual([]);
  });

  it('is not offered on a card the buyer kept, and another store’s card is not found', async () => {
    const kept = await insertGiftCard(t.db, store.id, { recipientEmail: 'alex@example.com' });
    const page = await t.app.inject({ url: `/GiftCard/Preview/${kept.id}`, headers: store.headers });
    expect(page.body).not.toContain('Say thank you');
    expect((await thank(kept.id, 'Thanks me')).statusCode).toBe(409);
    const card = await insertGiftCard(t.db, store.id);
    expect((await thank(card.id, 'Thanks', other)).statusCode).toBe(404);
    expect(await thankYouMail(card.id)).toEqual([]);
  });
});
