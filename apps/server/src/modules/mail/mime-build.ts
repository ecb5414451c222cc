import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type MimeNode from 'nodemailer/lib/mime-node';
import { encode as base64Encode, wrap as base64Wrap } from 'nodemailer/lib/base64';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';

/** A message as nodemailer would put it on the wire, built in one go, and the SMTP envelope it derives from it. */
export interface BuiltMail {
  envelope: MimeNode.Envelope;
  /** Its Message-ID header (given, or the one nodemailer made up): nodemailer then reports it and makes up none of its own. */
  messageId: string;
  raw: Buffer;
}

/** nodemailer's line length for encoded bodies (its QP and base64 encoders' default). */
const LINE_LENGTH = 76;

/**
 * Writes a MIME node as nodemailer's `MimeNode.stream` does: its headers (nodemailer's own
 * `buildHeaders`), its body in its transfer encoding, then its children between boundaries.
 * nodemailer streams each node through a pipeline of transforms, a turn of the event loop per
 * step and a socket write per piece; for a body already in memory that is most of a gift email's
 * cost (issue 24). Only bodies given as strings or buffers: no files, URLs or streams.
 */
function writeNode(node: MimeNode, out: (string | Buffer)[]): void {
  out.push(`${node.buildHeaders()}\r\n\r\n`);
  // buildHeaders has set the header from getTransferEncoding(), which scans a text body: not twice.
  const transferEncoding = String(node.getHeader('Content-Transfer-Encoding') ?? '');
  const { content } = node;
  if (content) {
    if (typeof content !== 'string' && !Buffer.isBuffer(content))
      throw new Error('buildMail: only string or Buffer bodies');
    // The encoders' output, as documented: the same as encoding the whole body at once.
    if (transferEncoding === 'base64') out.push(base64Wrap(base64Encode(content), LINE_LENGTH));
    else if (transferEncoding === 'quoted-printable') out.push(qpWrap(qpEncode(content), LINE_LENGTH));
    else out.push(content);
  }
  if (!node.multipart) return;
  node.childNodes.forEach((child, i) => {
    out.push(`${i > 0 ? '\r\n' : ''}--${node.boundary}\r\n`);
    writeNode(child, out);
  });
  out.push(`\r\n--${node.boundary}--\r\n`);
}

/**
 * The message nodemailer's `sendMail(mail)` would send, as bytes, with its envelope: sent as
 * `{ envelope, raw }` it leaves nodemailer the SMTP conversation only. mime-build.test.ts proves the bytes
 * equal nodemailer's own for the mails we send.
 */
export function buildMail(mail: Mail.Options): BuiltMail {
  // The multipart boundary's random part, from a UUID (Node draws those from a buffer of entropy)
  // rather than a getrandom call of nodemailer's own for the message's root. nodemailer passes it
  // to the root only: each child part still draws random bytes it never uses.
  const root = new MailComposer({ baseBoundary: randomUUID().replaceAll('-', ''), ...mail }).compile();
  const out: (string | Buffer)[] = [];
  writeNode(root, out);
  // nodemailer ends every message with a line break (its LastNewline transform).
  const last = out.at(-1);
  const lastChar =
    typeof last === 'string' ? last.at(-1) : last?.length ? String.fromCharCode(last[last.length - 1]!) : '';
  if (lastChar !== '\n') out.push(lastChar === '\r' ? '\n' : '\r\n');
  const raw = out.every((part) => typeof part === 'string')
    ? Buffer.from(out.join(''), 'utf8')
    : Buffer.concat(out.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
  return { envelope: root.getEnvelope(), messageId: root.messageId(), raw };
}
