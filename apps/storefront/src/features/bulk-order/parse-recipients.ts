import Papa from 'papaparse';
import {
  BULK_COLUMNS,
  bulkColumnOfHeader,
  emptyBulkRow,
  type BulkColumn,
  type BulkRow,
} from '@giftfront/domain/bulk-order';

/** What reading a file or a paste gave: the rows, and why none could be read. */
export type ParsedRecipients = { rows: BulkRow[]; problem: null } | { rows: []; problem: 'empty' | 'noColumns' };

const hasHeader = (cells: string[]) => cells.some((cell) => bulkColumnOfHeader(cell) !== null);

/**
 * Rows from a CSV file or from cells pasted from a spreadsheet (papaparse guesses the comma, tab or
 * semicolon). A first line that names columns ('Name', 'Email', 'Delivery date' …) maps them in any
 * order; without one, the template's order is assumed. Blank lines are skipped; cells are trimmed,
 * except a message, which keeps its words as typed.
 */
export function parseRecipientsCsv(text: string): ParsedRecipients {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const lines = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length === 0) return { rows: [], problem: 'empty' };
  const first = lines[0]!;
  const columns: (BulkColumn | null)[] = hasHeader(first) ? first.map(bulkColumnOfHeader) : [...BULK_COLUMNS];
  if (hasHeader(first) && !columns.includes('email')) return { rows: [], problem: 'noColumns' };
  const body = hasHeader(first) ? lines.slice(1) : lines;
  if (body.length === 0) return { rows: [], problem: 'empty' };
  const rows = body.map((cells) => {
    const row = emptyBulkRow();
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      if (column) row[column] = column === 'message' ? cell : cell.trim();
    });
    return row;
  });
  return { rows, problem: null };
}

/** 'ada.lovelace@example.com' → 'Ada Lovelace': a name to start from, which the shopper can change. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter((part) => /[a-z]/i.test(part))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}

/**
 * One amount for a list of addresses: separated by lines, commas, semicolons or spaces, each
 * either an address or 'Name <address>' as mail programs copy them.
 */
export function rowsFromEmailList(text: string, amount: string): BulkRow[] {
  const entries = text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.flatMap((entry) => {
    const named = /^(.*?)\s*<([^>]+)>$/.exec(entry);
    const pieces = named ? [{ name: named[1]!.replace(/^"|"$/g, '').trim(), email: named[2]!.trim() }] : null;
    const plain = pieces ?? entry.split(/\s+/).map((email) => ({ name: '', email }));
    return plain.map(({ name, email }) => ({ ...emptyBulkRow(), name: name || nameFromEmail(email), email, amount }));
  });
}

/** The rows back as CSV, in the template's columns (what 'Download these rows' saves). */
export function recipientsToCsv(rows: BulkRow[]): string {
  return Papa.unparse({ fields: [...BULK_COLUMNS], data: rows.map((row) => BULK_COLUMNS.map((c) => row[c])) });
}
