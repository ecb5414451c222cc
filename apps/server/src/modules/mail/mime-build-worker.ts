import { parentPort } from 'node:worker_threads';
import type Mail from 'nodemailer/lib/mailer';
import { buildMail } from './mime-build.ts';

/** A build asked of the thread (mime-build-thread.ts), and its answer. */
export interface BuildRequest {
  id: number;
  mail: Mail.Options;
}
export type BuildReply =
  | { id: number; envelope: ReturnType<typeof buildMail>['envelope']; messageId: string; raw: Uint8Array }
  | { id: number; error: string };

// Bodies given as bytes arrive as Uint8Array (structured clone): nodemailer takes only Buffers as bytes.
const asBuffer = (content: Mail.Options['html']): Mail.Options['html'] => {
  const cloned: unknown = content;
  return cloned instanceof Uint8Array && !Buffer.isBuffer(cloned)
    ? Buffer.from(cloned.buffer, cloned.byteOffset, cloned.byteLength)
    : content;
};

parentPort!.on('message', ({ id, mail }: BuildRequest) => {
  let reply: BuildReply;
  const transfer: ArrayBuffer[] = [];
  try {
    const { envelope, messageId, raw } = buildMail({ ...mail, html: asBuffer(mail.html), text: asBuffer(mail.text) });
    // Its own memory, handed over rather than copied (a small Buffer may sit in a shared pool).
    const bytes = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength ? raw : new Uint8Array(raw);
    transfer.push(bytes.buffer as ArrayBuffer);
    reply = { id, envelope, messageId, raw: bytes };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply, transfer);
});
