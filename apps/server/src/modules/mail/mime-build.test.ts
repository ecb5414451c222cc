import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { LANGUAGES } from '@giftfront/domain/languages';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { renderGiftEmail } from './gift-email.ts';
import { buildMail } from './mime-build.ts';

/** What nodemailer puts on the wire for a mail (its stream transport runs the same build as SMTP). */
const wire = nodemailer.createTransport({ streamTransport: true, buffer: true });
const sent = async (mail: Mail.Options) => {
  const info = await wire.sendMail(mail);
  return { envelope: info.envelope, bytes: info.message as Buffer };
};

// Fixed where nodemailer would pick them at random or by the clock, so two builds can be compared.
const fixed = {
  date: new Date('2026-11-28T12:00:00Z'),
  baseBoundary: 'b0b0b0b0',
  messageId: '<fixed@gifts.example>',
} as Mail.Options;

const settings = storeSettingsSchema.parse({ company: { name: 'Acme Gifts' } });
const brand = { ...storeBrand(settings), homeUrl: 'https://acme.example', logoUrl: 'https://acme.example/logo.svg' };

function giftMail(language: string, i: number) {
  const loc = localizer(language);
  return renderGiftEmail({
    loc,
    brand,
    recipientName: `Recipient ${i} Ünal`,
    senderName: 'Bench Sender',
    message: 'Enjoy!\nWith love — and a line that goes on and on well past seventy-six characters, to be wrapped.  ',
    title: 'Gift Card',
    amount: '$50.00',
    code: `ABCD-EFGH-${1000 + i}`,
    image: { url: 'https://acme.example/card.svg', alt: 'A card' },
    expires: '24/12/2027',
    links: { view: `https://acme.example/gift/${i}`, print: `https://acme.example/gift/${i}/print` },
  });
}

const mails: [string, Mail.Options][] = [
  ...LANGUAGES.map((language, i): [string, Mail.Options] => {
    const email = giftMail(language, i);
    return [
      `a gift email in ${language}`,
      {
        messageId: `<delivery.${i}@gifts.example>`,
        from: { name: 'Acme Gifts', address: 'no-reply@gifts.example' },
        to: `recipient${i}@example.com`,
        ...email,
      },
    ];
  }),
  [
    'a reminder with its unsubscribe headers, a quoted store name and a Unicode domain',
    {
      from: { name: 'Café "Chez Zoë"', address: 'no-reply@gifts.example' },
      to: 'zoë@bücher.example',
      subject: 'Votre carte — un rappel',
      html: '<p>Bonjour</p>\n.\n..leading dots\n  trailing spaces  \n\ttab',
      text: 'Bonjour\n.\n..leading dots\n  trailing spaces  \n\ttab',
      headers: {
        'List-Unsubscribe': '<https://acme.example/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  ],
  [
    'bodies given as bytes',
    { from: 'a@example.com', to: 'b@example.com', html: Buffer.from('<p>Hé</p>'), text: Buffer.from('plain') },
  ],
  ['plain ASCII text only, no HTML', { from: 'Giftfront <no-reply@gifts.example>', to: 'a@example.com', text: 'Hi' }],
  [
    'Arabic in every part',
    {
      from: { name: 'متجر الهدايا', address: 'no-reply@gifts.example' },
      to: 'a@example.com',
      subject: 'لقد تلقيت بطاقة هدية',
      html: `<p>${'مرحبا بك '.repeat(40)}</p>`,
      text: 'مرحبا بك '.repeat(40),
    },
  ],
];

describe('buildMail: the message as nodemailer builds it, in one go', () => {
  it.each(mails)('%s: the same bytes and envelope as nodemailer', async (_, mail) => {
    const expected = await sent({ ...fixed, ...mail });
    const built = buildMail({ ...fixed, ...mail });
    expect(built.raw.toString('utf8')).toBe(expected.bytes.toString('utf8'));
    expect(built.envelope).toEqual(expected.envelope);
    // Sent raw with its envelope, nodemailer passes it on unchanged.
    const passed = await sent(built);
    expect(passed.bytes.equals(expected.bytes)).toBe(true);
    expect(built.messageId).toBe(mail.messageId ?? fixed.messageId);
    expect(passed.envelope).toEqual(expected.envelope);
  });

  it('gives each mail its own Date and Message-ID when not fixed', () => {
    const mail = { from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'y' };
    const [one, two] = [buildMail(mail).raw.toString(), buildMail(mail).raw.toString()];
    expect(one).toMatch(/^Date: /m);
    expect(one.match(/^Message-ID: (.*)$/m)?.[1]).not.toBe(two.match(/^Message-ID: (.*)$/m)?.[1]);
  });

  it('gives each mail a boundary of its own, from a UUID when none is given', () => {
    const mail = { from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'y', html: '<p>y</p>' };
    const boundary = (raw: Buffer) => /boundary="([^"]+)"/.exec(raw.toString())?.[1];
    const [one, two] = [boundary(buildMail(mail).raw), boundary(buildMail(mail).raw)];
    expect(one).toMatch(/^--_NmP-[0-9a-f]{32}-Part_1$/);
    expect(two).toMatch(/^--_NmP-[0-9a-f]{32}-Part_1$/);
    expect(one).not.toBe(two);
    expect(boundary(buildMail({ ...mail, baseBoundary: 'b0b0b0b0' }).raw)).toBe('--_NmP-b0b0b0b0-Part_1');
  });
});
