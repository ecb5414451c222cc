import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import {
  asStaff,
  createAdminStore,
  createStaffUser,
  signIn,
  type ownerSession,
  type TestStore,
} from '../../../test/admin.ts';
import { checkout, orderDetails } from '../../../test/checkout.ts';
import { checkoutStoreFile } from '../../../test/checkout-store.ts';
import { fastJobs } from '../../../test/delivery-apps.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait-for.ts';

/**
 * Decision 0115: a postal gift addressed in the gift dialog is posted to its recipient, and every
 * paper and message about the order says so: the buyer's receipt, the packing slip, the shipping
 * CSV's row and the shipment notice ('Sent to'). An order placed as the storefront places it.
 */
const BUYER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.paperwork@example.com',
  mobileNumber: '+1 415 555 2671',
};
const toronto = {
  company: '',
  address: '100 Queen St W',
  apartment: 'Suite 1200',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'm5h 2n2',
  country: 'CA',
};
/** The address as the label reads it (Canada Post's format: capitals), under the recipient's name. */
const LABEL = ['CHLOÉ TREMBLAY', '100 QUEEN ST W', 'SUITE 1200', 'TORONTO ON M5H 2N2', 'Canada'];

let t: TestApp;
let sink: SmtpSink;
let store: TestStore;
/** A request from the store's dashboard, signed in as its owner. */
let staff: Awaited<ReturnType<typeof ownerSession>>['as'];
let order: { id: string; reference: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ TRUST_PROXY: '1', SMTP_URL: sink.url, ...fastJobs });
  store = await createAdminStore(t.db, checkoutStoreFile());
  const owner = await createStaffUser(t.db, store);
  const cookie = await signIn(t.app, store, owner.email);
  staff = (options) => t.app.inject(asStaff(store, cookie, options));
  const giftDetails = { recipientName: 'Chloé Tremblay', recipientEmail: '', message: 'Bonne fête !', postal: toronto };
  const placed = await checkout(t, store.slug, [{ slug: 'boxed', denominationId: 'b40', giftDetails }], {
    shippingOptionId: 'post',
    customer: BUYER,
  });
  expect(placed.confirmation?.statusCode).toBe(200);
  order = (await orderDetails(t, store.slug, placed.intent.paymentIntentId)).json().order;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const mailTo = (address: string, subject: RegExp) =>
  sink.mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));

describe('a postal gift addressed in the gift dialog', () => {
  it('is on the receipt: posted to the recipient, the label’s address as Ship to, the buyer as sender', async () => {
    await waitFor(() => !!mailTo(BUYER.email, /receipt|order/i), 30_000, 'the receipt');
    const receipt = mailTo(BUYER.email, /receipt|order/i)!;
    expect(receipt.text).toContain('Delivery: Post to Chloé Tremblay.');
    expect(receipt.text).toContain(`Ship to\n${LABEL.map((line) => `  ${line}`).join('\n')}\nFrom Ada Lovelace`);
    for (const line of LABEL) expect(receipt.html).toContain(line);
  }, 60_000);

  it('is on the packing slip: the order, the recipient, the address and the mobile number for the carrier', async () => {
    const res = await staff({ method: 'GET', url: `/api/admin/fulfilment/packing-slips?orders=${order.id}` });
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: res.rawPayload });
    const { text } = await parser.getText();
    await parser.destroy();
    // The packer's slip: the name as typed, the address lines as the label reads, the country's code.
    expect(text).toContain(order.reference);
    expect(text).toContain(['SHIP TO', 'Chloé Tremblay', ...LABEL.slice(1, -1), 'CA', BUYER.mobileNumber].join('\n'));
  });

  it('is one row of the shipping CSV, each part of the address in its column', async () => {
    const res = await staff({ method: 'GET', url: '/api/admin/fulfilment.csv?status=awaiting-shipment' });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.split('\r\n').map((line) => line.split(','));
    const row = rows.find((cells) => cells[0] === order.reference)!;
    const column = (name: string) => row[header!.indexOf(name)];
    expect(column('Recipient')).toBe('Chloé Tremblay');
    expect(column('Address line 1')).toBe('100 Queen St W');
    expect(column('Address line 2')).toBe('Suite 1200');
    expect(column('City')).toBe('Toronto');
    expect(column('State/Region')).toBe('ON');
    expect(column('Postcode')).toBe('M5H 2N2');
    expect(column('Country')).toBe('CA');
    expect(column('Sender')).toBe('Ada Lovelace');
  });

  it('is in the shipment notice, once shipped: Sent to the recipient’s address', async () => {
    const shipped = await staff({
      method: 'POST',
      url: `/api/admin/fulfilment/${order.id}/shipped`,
      payload: { carrier: 'Canada Post', trackingNumber: 'CP123456789CA' },
    });
    expect(shipped.statusCode).toBe(200);
    await waitFor(() => !!mailTo(BUYER.email, /on its way/), 30_000, 'the shipment notice');
    const notice = mailTo(BUYER.email, /on its way/)!;
    expect(notice.text).toContain(`Sent to\n${LABEL.map((line) => `  ${line}`).join('\n')}`);
    expect(notice.html).toContain('Sent to');
  }, 60_000);
});
