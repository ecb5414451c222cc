import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { formatScheduledMoment } from '../src/lib/dates.ts';
import { localizer } from '../src/lib/i18n/server-i18n.ts';
import { storeBrand } from '../src/lib/store-brand.ts';
import { paidWithSentences, receiptTotals } from '../src/modules/mail/compose-receipt-email.ts';
import { renderGiftEmail, type GiftEmailView } from '../src/modules/mail/gift-email.ts';
import { renderOrderRefundEmail } from '../src/modules/mail/order-refund-email.ts';
import { renderReceiptEmail } from '../src/modules/mail/receipt-email.ts';
import { renderRefundNoticeEmail } from '../src/modules/mail/refund-notice-email.ts';
import { renderTopupReceiptEmail } from '../src/modules/mail/topup-receipt-email.ts';
import { renderVoucherEmail } from '../src/modules/mail/voucher-email.ts';
import { changeSentence, renderGiftChangeEmail } from '../src/modules/manage-gift/compose-gift-change.ts';
import { renderReminderEmail } from '../src/modules/reminders/compose-reminder.ts';
import { renderUnsubscribePage } from '../src/modules/reminders/unsubscribe-page.ts';
import { walletPassTexts } from '../src/modules/wallet/wallet-pass-texts.ts';
import { renderShipmentNoticeEmail } from '../src/modules/shipping-queue/shipment-notice-email.ts';
import { renderThankYouEmail } from '../src/modules/thank-you/compose-thank-you.ts';
import { presentCard } from '../src/modules/gift-card-pages/card-presentation.ts';
import type { GiftCardWithBuyer } from '../src/modules/gift-card-pages/gift-card-page-read-model.ts';
import { renderGiftCardPdf } from '../src/modules/gift-card-pages/gift-card-pdf.ts';
import { renderGiftedPreviewPage } from '../src/modules/gift-card-pages/gifted-preview-page.ts';
import { renderCardNotFoundPage } from '../src/modules/gift-card-pages/not-found-page.ts';
import { renderPreviewPage } from '../src/modules/gift-card-pages/preview-page.ts';
import type { ReceiptOrder } from '../src/modules/mail/mail-source-read-model.ts';

/**
 * Everything the server writes to shoppers and recipients goes through a message (issue 29,
 * decision 0120): rendered in the pseudo-locale (every letter of a message accented), a word of
 * plain ASCII letters is a text written without one. The merchant's and people's own words are
 * all 'Qqq' here, codes and amounts are digits, and links are taken out first.
 */
const loc = localizer('pseudo');
const settings = storeSettingsSchema.parse({ company: { name: 'Qqq' } });
const brand = { ...storeBrand(settings), homeUrl: 'https://qqq.example', logoUrl: '' };
const scheduled = formatScheduledMoment(new Date('2026-12-24T09:00:00Z'), 'America/New_York', loc.intl);

/** What Intl writes (month names, AM/PM, a zone's name) is not a message: taken out with the links (the currency's code stays). */
const FORMATTED = [scheduled];

function untranslatedWords(...parts: string[]): string[] {
  const markup = parts.join(' ');
  const labels = [...markup.matchAll(/\s(?:aria-label|alt|title|placeholder|data-copied|data-failed)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  let text = [markup, ...labels]
    .join(' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
  for (const formatted of FORMATTED) text = text.split(formatted).join(' ');
  return text
    .split(/[^\p{L}]+/u)
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !/^q+$/i.test(word) && word !== 'USD');
}

const giftView: GiftEmailView = {
  loc,
  brand,
  recipientName: 'Qqq',
  senderName: 'Qqq',
  message: 'Qqq',
  title: 'Qqq',
  amount: '$50.00',
  code: '1234-5678-9012-3456',
  image: { url: 'https://qqq.example/q.png', alt: 'Qqq' },
  expires: '05/03/2030',
  links: { view: 'https://qqq.example/v', print: 'https://qqq.example/p' },
};

const order = {
  currency: 'USD',
  subtotalMinor: 10_000,
  discountMinor: 500,
  feesMinor: 100,
  shippingMinor: 400,
  shippingOptionName: 'Qqq',
  taxMinor: 200,
  giftCardsMinor: 1_000,
  totalMinor: 9_200,
} as ReceiptOrder;

const cardRow = {
  id: '00000000-0000-4000-8000-000000000001',
  code: '1234-5678-9012-3456',
  currency: 'USD',
  balanceMinor: 2_500,
  initialMinor: 5_000,
  status: 'Active',
  kind: 'money',
  title: null,
  senderName: 'Qqq',
  recipientName: 'Qqq',
  message: 'Qqq',
  design: null,
  imageUrl: null,
  expiresOn: null,
  deliveryMethod: 'Postal',
  usedAt: null,
} as unknown as GiftCardWithBuyer['card'];

const found = (card: Partial<GiftCardWithBuyer['card']>): GiftCardWithBuyer => ({
  card: { ...cardRow, ...card },
  buyer: { firstName: 'Qqq', lastName: 'Qqq', email: 'qqq@qqq.example' },
  option: 'Qqq',
  productDetails: null,
  language: 'pseudo',
  order: {
    deliveryMethod: 'Postal',
    shippedAt: new Date('2026-11-27T00:00:00Z'),
    collectedAt: null,
    carrier: 'Qqq',
    trackingNumber: '0000',
  },
});

describe('the pseudo-locale finds no text without a message', () => {
  it.each(['fr', 'de', 'es', 'ar'])('and every message is translated in %s', (language) => {
    const po = readFileSync(path.join(import.meta.dirname, `../src/locales/${language}/messages.po`), 'utf8');
    const untranslated = [...po.matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1]);
    expect(untranslated).toEqual([]);
    expect(po.match(/^msgid "(.+)"$/gm)?.length).toBeGreaterThan(200);
  });

  it('in the receipt', () => {
    const mail = renderReceiptEmail({
      loc,
      brand,
      customerName: 'Qqq',
      reference: '0000-0000',
      orderUrl: 'https://qqq.example/o',
      orderedOn: '27/11/2026',
      lines: [{ description: 'Qqq', quantity: 1, total: '$100.00' }],
      totals: receiptTotals(order, loc),
      giftCardsPaid: paidWithSentences([{ codeEnding: '0000', amountMinor: 1000, balanceMinor: 500 }], 'USD', loc),
      cards: [
        {
          title: 'Qqq',
          amount: '$50.00',
          kind: 'money',
          delivery: {
            to: 'buyer',
            code: '1234',
            links: { view: 'https://qqq.example/v', print: 'https://qqq.example/p' },
          },
        },
        {
          title: 'Qqq',
          amount: 'Qqq',
          kind: 'voucher',
          delivery: { to: 'recipient', recipient: 'Qqq', when: scheduled },
        },
        { title: 'Qqq', amount: '$50.00', kind: 'money', delivery: { to: 'recipient', recipient: 'Qqq', when: null } },
        { title: 'Qqq', amount: '$50.00', kind: 'money', delivery: { to: 'post', recipient: 'Qqq' } },
        { title: 'Qqq', amount: '$50.00', kind: 'money', delivery: { to: 'post', recipient: null } },
      ],
      shipTo: { lines: ['Qqq', '1 Qqq'], method: 'Qqq', sender: 'Qqq' },
      manageUrl: 'https://qqq.example/m',
    });
    expect(untranslatedWords(mail.subject, mail.html, mail.text)).toEqual([]);
    expect(
      renderReceiptEmail({
        loc,
        brand,
        customerName: null,
        reference: '0000-0000',
        orderUrl: null,
        orderedOn: '27/11/2026',
        lines: [],
        totals: [],
        cards: [],
      }).text,
    ).not.toMatch(/^\s*$/);
  });

  it.each([
    ['a gift', {}],
    ['a card kept', { kept: true }],
    ['a cancelled gift', { kept: true, cancelledGiftFor: 'Qqq' }],
    ['a cancelled gift without a name', { kept: true, cancelledGiftFor: null, recipientName: null, senderName: null }],
  ])('in the gift email: %s', (_, change) => {
    const mail = renderGiftEmail({ ...giftView, ...change });
    expect(untranslatedWords(mail.subject, mail.html, mail.text)).toEqual([]);
  });

  it.each([
    ['a gift', {}],
    ['a voucher kept', { kept: true, recipientName: null }],
    ['a cancelled gift', { kept: true, cancelledGiftFor: 'Qqq' }],
  ])('in the voucher email: %s', (_, change) => {
    const voucher = { product: 'Qqq', option: 'Qqqq', included: ['Qqq'] };
    for (const bookingUrl of ['mailto:qqq@qqq.example', null]) {
      const mail = renderVoucherEmail({ ...giftView, ...change, voucher, bookingUrl });
      expect(untranslatedWords(mail.subject, mail.html, mail.text)).toEqual([]);
    }
  });

  it('in the top-up receipt, the refund notices and the shipment notices', () => {
    const mails = [
      renderTopupReceiptEmail({
        loc,
        brand,
        payerName: 'Qqq',
        amount: '$10.00',
        cardEnding: '0000',
        newBalance: '$60.00',
        paidOn: '27/11/2026',
        links: { view: 'https://qqq.example/v' },
      }),
      renderTopupReceiptEmail({
        loc,
        brand,
        payerName: null,
        amount: '$10.00',
        cardEnding: '0000',
        newBalance: '$60.00',
        paidOn: '27/11/2026',
        links: null,
      }),
      renderRefundNoticeEmail({
        loc,
        brand,
        customerName: 'Qqq',
        rows: [['Qqq', '$1.00']],
        refundedAmount: '$1.00',
        reason: 'Qqq',
        refundedOn: '27/11/2026',
      }),
      renderRefundNoticeEmail({
        loc,
        brand,
        customerName: null,
        rows: [],
        refundedAmount: null,
        reason: null,
        refundedOn: '27/11/2026',
      }),
      renderOrderRefundEmail({
        loc,
        brand,
        customerName: 'Qqq',
        orderReference: '0000-0000',
        refundedAmount: '$1.00',
        rows: [['Qqq', '$1.00']],
        reason: 'Qqq',
        refundedOn: '27/11/2026',
      }),
      renderOrderRefundEmail({
        loc,
        brand,
        customerName: null,
        orderReference: '0000-0000',
        refundedAmount: '$1.00',
        rows: [],
        reason: 'Qqq',
        refundedOn: '27/11/2026',
      }),
      renderShipmentNoticeEmail({
        loc,
        brand,
        greetingName: 'Qqq',
        audience: { kind: 'buyer', orderReference: '0000-0000' },
        carrier: 'Qqq',
        trackingNumber: '0000',
        sentTo: ['Qqq'],
      }),
      renderShipmentNoticeEmail({
        loc,
        brand,
        greetingName: null,
        audience: { kind: 'buyer', orderReference: '0000-0000' },
        carrier: 'Qqq',
        trackingNumber: '0000',
        sentTo: ['Qqq'],
      }),
      renderShipmentNoticeEmail({
        loc,
        brand,
        greetingName: 'Qqq',
        audience: { kind: 'recipient', senderName: null },
        carrier: 'Qqq',
        trackingNumber: '0000',
        sentTo: ['Qqq'],
      }),
      renderShipmentNoticeEmail({
        loc,
        brand,
        greetingName: null,
        audience: { kind: 'recipient', senderName: 'Qqq', voucher: true },
        carrier: 'Qqq',
        trackingNumber: '0000',
        sentTo: ['Qqq'],
      }),
    ];
    for (const mail of mails) expect(untranslatedWords(mail.subject, mail.html, mail.text)).toEqual([]);
  });

  it('in the manage-gift confirmations, the thank-you and the balance reminders', () => {
    const detail = {
      title: 'Qqq',
      last4: '0000',
      name: 'Qqq',
      email: 'qqq@qqq.example',
      at: '2026-12-24T09:00:00Z',
      timeZone: 'America/New_York',
    };
    const mails = [
      ...['recipient', 'schedule', 'send-now', 'resend'].map((action) =>
        renderGiftChangeEmail({
          loc,
          brand,
          sentence: changeSentence(action, detail, loc),
          reference: '0000-0000',
          manageUrl: 'https://qqq.example/m',
        }),
      ),
      renderThankYouEmail({ loc, brand, recipientName: 'Qqq', cardTitle: null, kind: 'voucher', message: 'Qqq' }),
      renderThankYouEmail({ loc, brand, recipientName: null, cardTitle: null, kind: 'money', message: 'Qqq' }),
      renderReminderEmail({
        loc,
        brand,
        reason: 'expiry',
        balance: '$1.00',
        last4: '0000',
        expiresOn: '05/03/2030',
        cardUrl: 'https://qqq.example/c',
        unsubscribeUrl: 'https://qqq.example/u',
      }),
      renderReminderEmail({
        loc,
        brand,
        reason: 'unused',
        balance: '$1.00',
        last4: '0000',
        expiresOn: null,
        cardUrl: 'https://qqq.example/c',
        unsubscribeUrl: 'https://qqq.example/u',
      }),
    ];
    for (const mail of mails) expect(untranslatedWords(mail.subject, mail.html, mail.text)).toEqual([]);
  });

  it('on a wallet pass', () => {
    for (const status of ['Active', 'Expired', 'Spent', 'Voided']) {
      const words = Object.values(walletPassTexts(loc, { title: 'Qqq', store: 'Qqq', status }));
      expect(untranslatedWords(...words)).toEqual([]);
    }
  });

  it('on the unsubscribe link’s page', () => {
    const pages = [
      renderUnsubscribePage({ kind: 'ask', last4: '0000', action: '/u' }, 'Qqq', loc),
      renderUnsubscribePage({ kind: 'stopped', last4: '0000' }, 'Qqq', loc),
      renderUnsubscribePage({ kind: 'invalid' }, 'Qqq', loc),
    ];
    for (const page of pages) expect(untranslatedWords(page)).toEqual([]);
  });

  it('on the recipient’s pages', () => {
    const links = { pdf: '/p', balance: '/b', booking: 'mailto:qqq@qqq.example' };
    const money = presentCard(found({}), [], '2026-11-27', loc);
    const voucher = presentCard(
      found({ kind: 'voucher', usedAt: new Date('2026-11-20T00:00:00Z'), status: 'Used' }),
      ['Qqq'],
      '2026-11-27',
      loc,
    );
    const pages = [
      renderPreviewPage(
        brand,
        money,
        links,
        { qrSvg: '<svg></svg>', thankYou: { action: '/t', state: { state: 'form', error: null } } },
        loc,
      ),
      renderPreviewPage(
        brand,
        voucher,
        links,
        { qrSvg: null, thankYou: { action: '/t', state: { state: 'sent', justNow: true } } },
        loc,
      ),
      renderPreviewPage(
        brand,
        presentCard(found({ status: 'Expired' }), [], '2026-11-27', loc),
        links,
        { qrSvg: null, thankYou: { action: '/t', state: { state: 'sent', justNow: false } } },
        loc,
      ),
      renderGiftedPreviewPage(brand, money, '/open', loc),
      renderCardNotFoundPage(brand, loc),
    ];
    for (const page of pages) expect(untranslatedWords(page)).toEqual([]);
  });

  it('in the PDF', async () => {
    for (const card of [
      presentCard(found({}), [], '2026-11-27', loc),
      presentCard(found({ kind: 'voucher' }), ['Qqq'], '2026-11-27', loc),
    ]) {
      const pdf = await renderGiftCardPdf({
        brand,
        card,
        storeUrl: 'https://qqq.example',
        designImage: null,
        logoImage: null,
        paper: 'A4',
        bookingUrl: 'mailto:qqq@qqq.example',
        loc,
      });
      const parser = new PDFParse({ data: pdf });
      const { text } = await parser.getText().finally(() => parser.destroy());
      // pdf-parse marks each page '-- 1 of 1 --'.
      expect(untranslatedWords(text.replace(/qqq\.example\S*|-- \d+ of \d+ --/g, ' '))).toEqual([]);
    }
  });
});
