/**
 * RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; lines end CRLF.
 * A field starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula;
 * a plain number such as '+44 7700 900123' or '-12.50' is left as it is (it computes nothing).
 */
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV file: a header row, then the rows, each line ended with CRLF. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
