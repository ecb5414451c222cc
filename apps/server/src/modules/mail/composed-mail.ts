import type { MailMessage } from './mail-message.ts';

/** A delivery becomes a message to send, or is skipped for a reason (a postal card's gift email). */
export type ComposedMail = { send: MailMessage } | { skip: string };

/** The subject of a delivery is gone or unusable: retrying cannot help. */
export class UndeliverableError extends Error {}
