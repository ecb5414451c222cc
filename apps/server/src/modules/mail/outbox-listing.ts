import type { MailFile } from './mail-files.ts';
import type { OutboxMail, OutboxSummary } from './outbox-repository.ts';

const when = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** `npm run mail -- list`: one line per mail, newest first: when, to, subject, id. */
export function formatOutboxList(mails: OutboxSummary[]): string {
  if (mails.length === 0) return 'The outbox is empty.';
  const toWidth = Math.min(40, Math.max(2, ...mails.map((m) => m.to.length)));
  const header = `${'WHEN'.padEnd(23)}  ${'TO'.padEnd(toWidth)}  SUBJECT  (ID)`;
  const lines = mails.map((m) => `${when(m.createdAt)}  ${m.to.padEnd(toWidth)}  ${m.subject}  (${m.id})`);
  return [header, ...lines].join('\n');
}

/** `npm run mail -- show <id>`: the headers and the plain-text body (or the HTML with --html). */
export function formatOutboxMail(mail: OutboxMail, { html = false } = {}): string {
  return [
    `Date: ${when(mail.createdAt)}`,
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    html ? mail.html : mail.text,
  ].join('\n');
}

/** The development mail files, as the list above: when, to, subject, and the id `show` takes. */
export function formatMailFileList(files: MailFile[]): string {
  if (files.length === 0) return 'There is no mail yet.';
  return formatOutboxList(
    files.map((file) => ({ id: file.id, to: file.to, subject: file.subject, createdAt: file.writtenAt })),
  );
}
