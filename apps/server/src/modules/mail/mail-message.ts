/** One rendered email, ready for a transport. */
export interface MailMessage {
  to: string;
  /** Display name of the sender (the store); the address comes from MAIL_FROM. */
  fromName?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on a reminder. */
  headers?: Record<string, string>;
}

/** What the mail is for: the store sending it (its mailbox in development) and the delivery. */
export interface MailMeta {
  storeId: string;
  deliveryId?: string;
}

/** Where mail goes: a real SMTP server (SMTP_URL) or, without one, the database outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /**
   * How many messages it has on the wire at once (its connection pool). A sender keeps no more
   * than this many deliveries between "handed over" and "recorded as sent", so a crash repeats
   * at most this many. Absent: no limit (the outbox writes a row; nothing leaves the process).
   */
  readonly concurrency?: number;
  send(message: MailMessage, meta: MailMeta): Promise<void>;
  /**
   * A send's work that needs no mail server (building the message), done now; what it returns
   * hands the message over. A sender prepares before it takes a slot on the wire, so a slot holds
   * only the conversation with the server and the record of it (issue 24). Absent: `send` does it all.
   */
  prepare?(message: MailMessage, meta: MailMeta): () => Promise<void>;
  close(): Promise<void>;
}
