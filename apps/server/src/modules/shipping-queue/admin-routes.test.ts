import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { deliveries, orders } from '../../db/schema/index.ts';
import { asStaff, auditActions, createAdminStore, createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { postalOrder } from '../../../test/postal-orders.ts';
import { decodeQrPng, pdfImages } from '../../../test/qr-codes.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let session: Awaited<ReturnType<typeof ownerSession>>;

beforeAll(async () => {
  t = await createAdminTestApp();
  session = await ownerSession(t.app, t.db);
});
afterAll(() => t?.close());

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const references = (res: { json(): { orders: { reference: string }[] } }) => res.json().orders.map((o) => o.reference);

describe('GET /api/admin/fulfilment', () => {
  it('lists postal orders awaiting shipment oldest first, leaving out shipped and collection ones', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const newer = await postalOrder(t.db, store.id, { createdAt: ago(1) });
    const older = await postalOrder(t.db, store.id, { createdAt: ago(3) });
    const shipped = await postalOrder(t.db, store.id, { createdAt: ago(5) });
    await t.db.update(orders).set({ shippedAt: new Date() }).where(eq(orders.id, shipped.order.id));
    const collect = await postalOrder(t.db, store.id, { method: 'Collection' });
    expect(references(await as({ method: 'GET', url: '/api/admin/fulfilment?status=awaiting-shipment' }))).toEqual([
      older.order.reference,
      newer.order.reference,
    ]);
    const res = await as({ method: 'GET', url: '/api/admin/fulfilment?status=awaiting-collection' });
    expect(references(res)).toEqual([collect.order.reference]);
    expect(res.json().orders[0]).toMatchObject({
      recipient: 'Alex Buyer',
      addressLines: ['1 High Street', 'Flat 2', 'LEEDS', 'LS1 1AA'],
      city: 'Leeds',
      postcode: 'LS1 1AA',
      country: 'GB',
      mobileNumber: '+447700900123',
    });
  });

  it('refuses an unknown status, naming the field', async () => {
    const res = await session.as({ method: 'GET', url: '/api/admin/fulfilment?status=lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/status/);
  });

  it('answers 401 without a session and to another store’s session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/fulfilment', headers: session.store.headers })).statusCode,
    ).toBe(401);
    const other = await createAdminStore(t.db);
    expect(
      (await t.app.inject(asStaff(other, session.cookie, { method: 'GET', url: '/api/admin/fulfilment' }))).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/admin/fulfilment/{id}/shipped', () => {
  it('marks the order shipped, audited, and records the notices to the buyer and the gift’s recipient', async () => {
    const { order, card } = await postalOrder(t.db, session.store.id);
    const res = await session.as({
      method: 'POST',
      url: `/api/admin/fulfilment/${order.id}/shipped`,
      payload: { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    const notices = await t.db.select().from(deliveries).where(eq(deliveries.kind, 'shipment-notice'));
    expect(
      notices
        .filter((n) => n.subjectId === order.id || n.subjectId === card.id)
        .map((n) => n.recipient)
        .sort(),
    ).toEqual(['alex@example.com', 'pat@example.com']);
    expect(await auditActions(t.db, session.store.id)).toContain('order.shipped');
    expect(references(await session.as({ method: 'GET', url: '/api/admin/fulfilment' }))).not.toContain(
      order.reference,
    );
    const again = await session.as({
      method: 'POST',
      url: `/api/admin/fulfilment/${order.id}/shipped`,
      payload: { carrier: 'DHL', trackingNumber: 'X' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a missing tracking number, naming the field, and writes nothing', async () => {
    const { order } = await postalOrder(t.db, session.store.id);
    const res = await session.as({
      method: 'POST',
      url: `/api/admin/fulfilment/${order.id}/shipped`,
      payload: { carrier: 'Royal Mail', trackingNumber: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/trackingNumber/);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.shippedAt).toBeNull();
  });

  it('refuses another store’s order (404) and a collection order (409)', async () => {
    const other = await ownerSession(t.app, t.db);
    const { order } = await postalOrder(t.db, session.store.id);
    expect(
      (
        await other.as({
          method: 'POST',
          url: `/api/admin/fulfilment/${order.id}/shipped`,
          payload: { carrier: 'A', trackingNumber: 'B' },
        })
      ).statusCode,
    ).toBe(404);
    const collect = await postalOrder(t.db, session.store.id, { method: 'Collection' });
    expect(
      (
        await session.as({
          method: 'POST',
          url: `/api/admin/fulfilment/${collect.order.id}/shipped`,
          payload: { carrier: 'A', trackingNumber: 'B' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('POST /api/admin/fulfilment/{id}/collected', () => {
  it('marks a collection order collected, by whom, once', async () => {
    const { order } = await postalOrder(t.db, session.store.id, { method: 'Collection' });
    const res = await session.as({ method: 'POST', url: `/api/admin/fulfilment/${order.id}/collected` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'collected', by: session.owner.name });
    expect((await session.as({ method: 'POST', url: `/api/admin/fulfilment/${order.id}/collected` })).statusCode).toBe(
      409,
    );
    expect(await auditActions(t.db, session.store.id)).toContain('order.collected');
  });
});

describe('GET /api/admin/fulfilment.csv', () => {
  it('exports the queue as RFC 4180 CSV, quoting what needs it and defusing formulas', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await postalOrder(t.db, store.id, {
      address: { name: 'Jo "JJ" Smith', company: '=HYPERLINK("x")', address: '5 Mill Lane, Unit 3' },
    });
    const res = await as({ method: 'GET', url: '/api/admin/fulfilment.csv?status=awaiting-shipment' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Recipient,Company,Address line 1,Address line 2,City,State/Region,Postcode,Country,Mobile number,Shipping method,Sender,Items',
    );
    expect(lines[1]).toBe(
      `${order.reference},"Jo ""JJ"" Smith","'=HYPERLINK(""x"")","5 Mill Lane, Unit 3",Flat 2,Leeds,,LS1 1AA,GB,+447700900123,Standard post,Alex Buyer,2 × Classic Gift Card ($50)`,
    );
    expect(lines[2]).toBe('');
  });

  it('puts the city in City and the state in State/Region, never in an address line (issue 25 defect 9)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await postalOrder(t.db, store.id, {
      address: {
        name: 'Pat Post',
        address: '1 Main St',
        address2: null,
        city: 'Springfield',
        region: 'IL',
        postcode: '62704',
        country: 'US',
      },
    });
    const res = await as({ method: 'GET', url: '/api/admin/fulfilment.csv?status=awaiting-shipment' });
    const [header, row] = res.body.split('\r\n').map((line) => line.split(','));
    const column = (name: string) => row![header!.indexOf(name)];
    expect(column('Address line 1')).toBe('1 Main St');
    expect(column('Address line 2')).toBe('');
    expect(column('City')).toBe('Springfield');
    expect(column('State/Region')).toBe('IL');
    expect(column('Postcode')).toBe('62704');
    expect(column('Shipping method')).toBe('Standard post');
  });
});

describe('GET /api/admin/fulfilment/packing-slips', () => {
  it('gives a PDF with the order, the address, the code and its QR code, never cached, audited', async () => {
    const { order, card } = await postalOrder(t.db, session.store.id);
    const res = await session.as({ method: 'GET', url: `/api/admin/fulfilment/packing-slips?orders=${order.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const parser = new PDFParse({ data: res.rawPayload });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const part of [order.reference, '1 High Street', 'LS1 1AA', card.code, 'Happy birthday, Sam!'])
      expect(text).toContain(part);
    // The card's title and its people are drawn inside the box, so the code sits below them, not
    // above the box across its border (issue 25 defect 9: they were left out as too tall).
    expect(text).toMatch(/Classic Gift Card – \$50\.00\n[^\n]*For Pat Post\n[A-Z0-9]{8,}\n/);
    const images = await pdfImages(res.rawPayload);
    expect(images.map(decodeQrPng)).toContain(card.code);
    expect(await auditActions(t.db, session.store.id)).toContain('order.packing-slips-printed');
  });

  it('refuses ids that are not uuids (400) and another store’s order (404)', async () => {
    expect(
      (await session.as({ method: 'GET', url: '/api/admin/fulfilment/packing-slips?orders=1,2' })).json().message,
    ).toMatch(/orders/);
    const other = await ownerSession(t.app, t.db);
    const { order } = await postalOrder(t.db, session.store.id);
    expect(
      (await other.as({ method: 'GET', url: `/api/admin/fulfilment/packing-slips?orders=${order.id}` })).statusCode,
    ).toBe(404);
  });
});
