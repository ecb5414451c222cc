import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orders } from '../../db/schema/index.ts';
import { buildPayload, checkout, createIntent, orderDetails, validate, type Pick } from '../../../test/checkout.ts';
import { createCheckoutStore } from '../../../test/checkout-store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 26 item 12: a gift posted to its recipient at the address typed in the gift dialog. */
const toronto = {
  company: '',
  address: '100 Queen St W',
  apartment: 'Suite 1200',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'm5h 2n2',
  country: 'CA',
};
const postalGift = (postal: typeof toronto = toronto, recipientName = 'Chloé Tremblay') => ({
  recipientName,
  recipientEmail: '',
  message: 'Bonne fête !',
  postal,
});
const boxed = (giftDetails = postalGift()): Pick => ({ slug: 'boxed', denominationId: 'b40', giftDetails });
/** The buyer gives no address of their own: the gift's is the one the order is posted to. */
const buyerOnly = { mobileNumber: '+1 415 555 2671' };

describe('a postal gift', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = await createCheckoutStore(t.db);
  });
  afterAll(() => t.close());

  /** The payload as a client sends it, the first line's gift details replaced as given (past the helper's own checks). */
  const refusal = async (
    picks: Pick[],
    options: Parameters<typeof buildPayload>[3] = {},
    firstGift: Record<string, unknown> | null = null,
  ) => {
    const payload = await buildPayload(t, slug, picks, { shippingOptionId: 'post', customer: buyerOnly, ...options });
    if (firstGift) payload.cart[0] = { ...payload.cart[0]!, giftDetails: firstGift as never };
    const intent = await createIntent(t, slug, payload.totals.total);
    const res = await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    return { status: res.statusCode, message: (res.json() as { message: string }).message };
  };

  it('is posted to its recipient at the gift’s address, with the buyer as sender, and no email or schedule', async () => {
    const { intent, validation, confirmation } = await checkout(t, slug, [boxed()], {
      shippingOptionId: 'post',
      // Whatever address the payload names for the order, the gift's is where it goes.
      customer: { ...buyerOnly, address: '1 Elsewhere Rd', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
    });
    expect(validation.json()).toMatchObject({ success: true });
    expect(confirmation!.statusCode).toBe(200);
    const details = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    expect(details.order.shippingAddress).toMatchObject({
      name: 'Chloé Tremblay',
      sender: 'Ada Lovelace',
      address: '100 Queen St W',
      address2: 'Suite 1200',
      city: 'Toronto',
      region: 'ON',
      postcode: 'M5H 2N2',
      country: 'CA',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, details.order.id));
    expect(order!.deliveryMethod).toBe('Postal');
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id));
    expect(card).toMatchObject({
      deliveryMethod: 'Postal',
      recipientName: 'Chloé Tremblay',
      recipientEmail: null,
      scheduledAt: null,
    });
  });

  it('is refused, in a sentence, without the province a Canadian address needs', async () => {
    const res = await refusal([boxed()], {}, postalGift({ ...toronto, region: '' }));
    expect(res.status).toBe(400);
    expect(res.message).toContain('Province is required');
    expect(res.message).not.toMatch(/zod|invalid_type|expected/i);
  });

  it('is refused with a postcode of another country', async () => {
    const res = await refusal([boxed()], {}, postalGift({ ...toronto, postalCode: '90210' }));
    expect(res.status).toBe(400);
    expect(res.message).toContain('That Postal code does not look right for this country: enter one like H3Z 2Y7');
  });

  it('needs a postal delivery option', async () => {
    const res = await refusal([boxed()], { shippingOptionId: null });
    expect(res).toEqual({
      status: 400,
      message: "Chloé Tremblay's gift is sent by post: choose a postal delivery option.",
    });
  });

  it('is refused for a product that cannot be shipped', async () => {
    const res = await refusal([{ slug: 'classic', denominationId: 'd50', giftDetails: postalGift() }]);
    expect(res).toEqual({
      status: 400,
      message: 'Classic Gift Card cannot be sent by post: send it by email instead.',
    });
  });

  it('goes to one address per order, and not with gifts sent by email', async () => {
    const elsewhere = postalGift({
      ...toronto,
      address: '1 Rue Sainte-Catherine',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H3B 1A1',
    });
    expect((await refusal([boxed(), boxed(elsewhere)])).message).toBe(
      'One order is posted to one address: place a separate order for each recipient who gets a gift by post.',
    );
    const emailed = {
      slug: 'classic',
      denominationId: 'd50',
      giftDetails: { recipientName: 'Sam', recipientEmail: 'sam@example.com' },
    };
    expect((await refusal([boxed(), emailed])).message).toBe(
      'Gifts sent by post and gifts sent by email cannot be in one order: place a separate order for the emailed gifts.',
    );
  });

  it('still needs an email for a gift that is not posted', async () => {
    const emailed = {
      slug: 'classic',
      denominationId: 'd50',
      giftDetails: { recipientName: 'Sam', recipientEmail: 'sam@example.com' },
    };
    const res = await refusal([emailed], { shippingOptionId: null }, { recipientName: 'Sam', recipientEmail: '' });
    expect(res.status).toBe(400);
    expect(res.message).toContain('Recipient email is required');
  });
});
