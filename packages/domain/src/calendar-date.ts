const shortForms = new Map<string, Intl.DateTimeFormat>();

/**
 * product §2 Balance page: the expiry date, and every calendar day a shopper or recipient reads
 * (confirmation, emails, the card's page and PDF), in en-GB short form, '2027-11-21' → '21/11/2027'
 * (Intl's dateStyle 'short'). The API sends a calendar date, so it is read and written in UTC:
 * no time zone can move it to another day. Null when there is no date or it cannot be read.
 * Another language's short form with `locale` (issue 29).
 */
export function formatExpiryDate(expiresOn: string | null | undefined, locale = 'en-GB'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(expiresOn ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  let format = shortForms.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
    shortForms.set(locale, format);
  }
  return format.format(date);
}
