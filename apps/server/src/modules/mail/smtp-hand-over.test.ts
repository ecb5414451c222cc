import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { buildMail } from './mime-build.ts';
import { handOver } from './transport.ts';

describe("a built mail handed to nodemailer's SMTP pool as bytes", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('arrives as the same bytes with the same envelope as through sendMail', async () => {
    const built = buildMail({
      messageId: '<delivery.hand-over@gifts.example>',
      from: { name: 'Café "Chez Zoë"', address: 'no-reply@gifts.example' },
      to: 'zoë@bücher.example',
      subject: 'Votre carte — un rappel',
      html: `<p>Bonjour</p>\n.\n..leading dots\n${'une ligne assez longue '.repeat(30)}`,
      text: 'Bonjour\n.\n..leading dots\n  trailing spaces  \n\ttab',
    });
    const transporter = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: 2 });
    try {
      await transporter.sendMail(built);
      await handOver(transporter.transporter, built);
    } finally {
      transporter.close();
    }
    const [viaSendMail, handedOver] = await sink.waitForMails(2);
    expect(handedOver!.raw.length).toBeGreaterThan(0);
    expect(handedOver!.raw.equals(viaSendMail!.raw)).toBe(true);
    // nodemailer's SMTP connection ends every line with CRLF on the wire, whichever way it came.
    expect(handedOver!.raw.toString()).toBe(built.raw.toString().replace(/\r?\n/g, '\r\n'));
    expect([handedOver!.envelopeFrom, handedOver!.to]).toEqual([viaSendMail!.envelopeFrom, viaSendMail!.to]);
    expect(handedOver!.to).toEqual(built.envelope.to);
    expect(handedOver!.messageId).toBe('<delivery.hand-over@gifts.example>');
  });

  it("fails with the server's answer when it refuses the recipient", async () => {
    const refusing = await startSmtpSink({ refuseRecipients: ['gone@example.com'] });
    const transporter = nodemailer.createTransport({ url: refusing.url, pool: true, maxConnections: 1 });
    try {
      const built = buildMail({ from: 'a@gifts.example', to: 'gone@example.com', subject: 'x', text: 'y' });
      await expect(handOver(transporter.transporter, built)).rejects.toMatchObject({
        responseCode: 550,
        response: expect.stringContaining('No such mailbox'),
      });
    } finally {
      transporter.close();
      await refusing.close();
    }
  });
});
