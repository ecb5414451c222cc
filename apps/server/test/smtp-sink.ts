import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for.ts';

export interface ReceivedMail {
  to: string[];
  /** The envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** The user the client logged in as, when the sink asks for a login. */
  user: string | null;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header as sent ('' when the sink does not parse). */
  messageId: string;
  /** The message's bytes as they arrived, dot-stuffing undone (empty when the sink does not parse). */
  raw: Buffer;
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** How many MAIL FROM commands arrived, rejected ones included. */
  attempts(): number;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. `rejectFirst` answers the first N messages with a transient
 * 451, as a struggling mail server would; `parse: false` only counts (for the benchmark);
 * `login` makes it refuse mail from clients that do not log in with that user and password;
 * `refuseRecipients` answers a permanent 550 for those addresses, as a server with no such mailbox.
 */
export async function startSmtpSink({
  rejectFirst = 0,
  parse = true,
  login,
  refuseRecipients = [],
}: {
  rejectFirst?: number;
  parse?: boolean;
  login?: { user: string; pass: string };
  refuseRecipients?: string[];
} = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: !login,
    // Loopback only: a login without TLS is fine here.
    allowInsecureAuth: true,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass)
        return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    logger: false,
    // No DNS on this closed network: a reverse lookup of 127.0.0.1 would stall every connection.
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (attempts <= rejectFirst) {
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients.includes(address.address.toLowerCase())) return callback();
      const error = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const receivedAt = Date.now();
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const envelope = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: typeof session.user === 'string' ? session.user : null,
        };
        if (!parse) {
          mails.push({
            to,
            ...envelope,
            from: '',
            subject: '',
            html: '',
            text: '',
            messageId: '',
            raw: Buffer.alloc(0),
            receivedAt,
          });
          return callback();
        }
        const raw = Buffer.concat(chunks);
        const parsed = await PostalMime.parse(raw);
        mails.push({
          to,
          ...envelope,
          from: parsed.from ? `${parsed.from.name ?? ''} <${parsed.from.address ?? ''}>` : '',
          subject: parsed.subject ?? '',
          html: parsed.html ?? '',
          text: parsed.text ?? '',
          messageId: parsed.messageId ?? '',
          raw,
          receivedAt,
        });
        callback();
      });
    },
  });
  // A client killed mid-message (delivery-crash.test.ts) resets its connection: smtp-server reports
  // that as the server's error, which unheard would end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    attempts: () => attempts,
    async waitForMails(count, timeoutMs = 15_000) {
      await waitFor(() => mails.length >= count, timeoutMs).catch(() => {
        throw new Error(`Expected ${count} mails, received ${mails.length} in ${timeoutMs} ms`);
      });
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
