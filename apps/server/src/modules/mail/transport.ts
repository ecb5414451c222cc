import nodemailer from 'nodemailer';
import type MailMessageOfNodemailer from 'nodemailer/lib/mailer/mail-message';
import type { Transport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailMessage, MailMeta, MailTransport } from './mail-message.ts';
import { writeMailFile } from './mail-files.ts';
import { buildMail, type BuiltMail } from './mime-build.ts';
import { storeSlugOf } from '../stores/index.ts';
import { addToOutbox } from './outbox-repository.ts';

/** MAIL_FROM's address: 'Giftfront <no-reply@example.com>' → 'no-reply@example.com'. */
export function senderAddress(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match?.[1] ?? mailFrom).trim();
}

/** One Message-ID per delivery, on the sender's domain: `<delivery.<id>@example.com>`. */
export function deliveryMessageId(deliveryId: string, mailFrom: string): string {
  const domain = senderAddress(mailFrom).split('@')[1] || 'giftfront.local';
  return `<delivery.${deliveryId}@${domain}>`;
}

/** "Store name" <MAIL_FROM address>: the shopper sees the store, the domain stays the operator's. */
export function fromHeader(mailFrom: string, storeName?: string): string | { name: string; address: string } {
  return storeName ? { name: storeName, address: senderAddress(mailFrom) } : mailFrom;
}

/**
 * Hands a built mail to a nodemailer transport (its pool) through the transport interface,
 * `send(mail, callback)`, which `sendMail` calls once it has processed a mail: as bytes. For a raw
 * message `sendMail` would make a MimeNode (random boundary bytes and all) and the pool would
 * stream it through a pipeline into the SMTP connection, half of the send's CPU (decision 0271);
 * given bytes, nodemailer's SMTP connection writes them at once. The pool reads of the mail only
 * its envelope, its Message-ID and the message (`smtp-hand-over.test.ts` holds what arrives equal
 * to what `sendMail` delivers).
 */
export function handOver(transport: Transport<unknown>, built: BuiltMail): Promise<void> {
  const message = {
    getEnvelope: () => built.envelope,
    messageId: () => built.messageId,
    getHeader: (key: string) => (key.toLowerCase() === 'message-id' ? built.messageId : undefined),
    createReadStream: () => built.raw,
  };
  const mail = { data: {}, message } as unknown as MailMessageOfNodemailer<unknown>;
  return new Promise((resolve, reject) => {
    transport.send(mail, (err) => (err ? reject(err) : resolve()));
  });
}

/**
 * Pooled SMTP: a few connections reused for many messages (throughput for a burst of due gifts).
 * The socket timeout stays well under the delivery lease, so a hung server fails a send
 * before another instance could take the same delivery over.
 */
export function smtpTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DELIVERY_LEASE_SECONDS' | 'SMTP_POOL_SIZE'>,
): MailTransport {
  const timeoutMs = Math.min(60_000, Math.floor((config.DELIVERY_LEASE_SECONDS * 1000) / 3));
  const transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    pool: true,
    maxConnections: config.SMTP_POOL_SIZE,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const prepare = (message: MailMessage, meta: MailMeta) => {
    // Built here in one go, the bytes nodemailer would build (mime-build.ts): the pool only talks SMTP.
    const built = buildMail({
      // A send repeated after a crash carries the same Message-ID, so mail systems drop the copy.
      ...(meta.deliveryId ? { messageId: deliveryMessageId(meta.deliveryId, config.MAIL_FROM) } : {}),
      from: fromHeader(config.MAIL_FROM, message.fromName),
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
    });
    return () => handOver(transporter.transporter, built);
  };
  return {
    kind: 'smtp',
    concurrency: config.SMTP_POOL_SIZE,
    prepare,
    async send(message, meta) {
      await prepare(message, meta)();
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL: the mail is kept in mail_outbox (`npm run mail -- list`, /dev/mailbox) and,
 * in development, written as a file under DATA_DIR/mail/<store>/ (mail-files.ts).
 */
export function outboxTransport(
  db: Database,
  config: Pick<Config, 'MAIL_FROM' | 'NODE_ENV' | 'DATA_DIR'>,
): MailTransport {
  return {
    kind: 'outbox',
    async send(message: MailMessage, meta) {
      const from = message.fromName ? `${message.fromName} <${senderAddress(config.MAIL_FROM)}>` : config.MAIL_FROM;
      const id = await addToOutbox(db, {
        storeId: meta.storeId,
        deliveryId: meta.deliveryId ?? null,
        to: message.to,
        from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // Kept as SMTP would send them: a reminder's one-click unsubscribe (RFC 8058) is part of the mail.
        headers: message.headers ?? null,
      });
      // Development only: tests keep their mail in the database, production never writes codes to disk.
      if (config.NODE_ENV !== 'development') return;
      const slug = (await storeSlugOf(db, meta.storeId)) ?? 'unknown-store';
      await writeMailFile(config.DATA_DIR, slug, id, from, message);
    },
    async close() {},
  };
}

export function createMailTransport(config: Config, db: Database): MailTransport {
  return config.SMTP_URL ? smtpTransport(config) : outboxTransport(db, config);
}
