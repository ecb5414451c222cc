import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { smtpTransport } from './transport.ts';

// SMTP ignores the store: it only routes the development outbox.
const STORE_ID = '00000000-0000-4000-8000-000000000001';
const message = {
  to: 'sam@example.com',
  fromName: 'Acme Gifts',
  subject: 'A gift',
  html: '<p>Hello</p>',
  text: 'Hello',
};

describe('the SMTP transport (SMTP_URL, MAIL_FROM)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ login: { user: 'mailer', pass: 's3cret' } });
  });
  afterAll(() => sink.close());

  const transportFor = (url: string, mailFrom = 'Giftfront <no-reply@gifts.example>') =>
    smtpTransport(testConfig({ SMTP_URL: url, MAIL_FROM: mailFrom }));

  it('sends as many mails at once as SMTP_POOL_SIZE opens connections (10 unless set), and refuses a pool of none', async () => {
    const byDefault = transportFor(sink.url);
    const three = smtpTransport(testConfig({ SMTP_URL: sink.url, SMTP_POOL_SIZE: '3' }));
    try {
      expect(byDefault.concurrency).toBe(10);
      expect(three.concurrency).toBe(3);
    } finally {
      await byDefault.close();
      await three.close();
    }
    expect(() => testConfig({ SMTP_URL: sink.url, SMTP_POOL_SIZE: '0' })).toThrow(/SMTP_POOL_SIZE/);
  });

  it("logs in with SMTP_URL's user and password and sends from MAIL_FROM's address under the store's name", async () => {
    const transport = transportFor(
      sink.url.replace('smtp://', 'smtp://mailer:s3cret@'),
      'Mail Robot <robot@gifts.example>',
    );
    try {
      await transport.send(message, { storeId: STORE_ID });
    } finally {
      await transport.close();
    }
    const [mail] = await sink.waitForMails(1);
    expect(mail).toMatchObject({
      to: ['sam@example.com'],
      user: 'mailer',
      envelopeFrom: 'robot@gifts.example',
      from: 'Acme Gifts <robot@gifts.example>',
      subject: 'A gift',
    });
    expect(mail!.html).toContain('<p>Hello</p>');
    expect(mail!.text.trim()).toBe('Hello');
  });

  it('fails the send when the server refuses the login, so the delivery is tried again', async () => {
    const transport = transportFor(sink.url.replace('smtp://', 'smtp://mailer:wrong@'));
    try {
      await expect(transport.send(message, { storeId: STORE_ID })).rejects.toThrow(
        /Invalid login|Invalid username or password/,
      );
    } finally {
      await transport.close();
    }
  });
});
