import { html } from '../../lib/html.ts';
import type { OutboxSummary } from './outbox-repository.ts';

/** The development mailbox: every mail of the outbox, newest first, each opening as its HTML. */
export function renderMailboxPage(mails: OutboxSummary[]): string {
  const rows = mails.map(
    (mail) => html`<tr>
<td>${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</td>
<td>${mail.to}</td>
<td><a href="/dev/mailbox/${mail.id}">${mail.subject}</a> <a class="alt" href="/dev/mailbox/${mail.id}?format=text">text</a></td>
</tr>`,
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#111827}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#3730a3}.alt{font-size:.85em;color:#4b5563}
</style>
</head>
<body>
<h1>Mailbox</h1>
<p>Mail the server would have sent for this store. It lands here because no SMTP_URL is set; this page exists only with DEV_MAILBOX=true, outside production, for requests from this machine.</p>
${
  mails.length
    ? html`<table><caption class="alt">${mails.length} most recent</caption><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p>No mail yet.</p>`
}
</body>
</html>`.value;
}
