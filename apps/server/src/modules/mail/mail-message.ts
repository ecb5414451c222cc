/** One rendered email, ready for a transport. */
export interface MailMessage {
  to: string;
  /** Display name of the sender (the store); the address comes from MAIL_FROM. */
  fromName?: string;
  subject: string;
  html: string;
  text: string;
}

/** Where mail goes: a real SMTP server (SMTP_URL) or, without one, the database outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, meta?: { deliveryId?: string }): Promise<void>;
  close(): Promise<void>;
}
