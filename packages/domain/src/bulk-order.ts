import { MESSAGE_MAX_LENGTH } from './constants.ts';
import { isValidEmail } from './email.ts';
import { currencyExponent, formatMoney, toMinor, type MinorUnits } from './money.ts';
import { isValidTimeZone, wallTimeToUtc } from './zoned-time.ts';

/**
 * 'Send to many' (issue 31): one order of one gift card for up to 1,000 recipients, typed, pasted
 * or read from a CSV. Each row is checked with the gift dialog's rules (gift-details.ts: a name, a
 * valid address, a message of at most 300 characters, a delivery moment not already past) and an
 * amount the product sells; both ends use these functions, so the sentence the browser shows for a
 * row is the one the server refuses with. Zod-free.
 */
export const BULK_ORDER_MAX_RECIPIENTS = 1000;

/** The CSV's columns, in the template's order. */
export const BULK_COLUMNS = ['name', 'email', 'amount', 'message', 'date', 'time'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** How a column is named in a sentence and in the template's header. */
export const BULK_COLUMN_LABELS: Record<BulkColumn, string> = {
  name: 'Name',
  email: 'Email',
  amount: 'Amount',
  message: 'Message',
  date: 'Delivery date',
  time: 'Delivery time',
};

/** One recipient as typed: every cell a string, as a CSV gives it. */
export type BulkRow = Record<BulkColumn, string>;

export const emptyBulkRow = (): BulkRow => ({ name: '', email: '', amount: '', message: '', date: '', time: '' });

/** What went wrong in a cell; the storefront words each in the shopper's language. */
export const BULK_PROBLEM_CODES = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'amountRequired',
  'amountInvalid',
  'amountNotOffered',
  'amountOutOfRange',
  'messageTooLong',
  'dateInvalid',
  'dateRequired',
  'timeInvalid',
  'timeRequired',
  'momentPast',
] as const;
export type BulkProblemCode = (typeof BULK_PROBLEM_CODES)[number];

export interface BulkRowProblem {
  /** 1-based, as a spreadsheet counts the recipients (the header is not a row). */
  row: number;
  column: BulkColumn;
  code: BulkProblemCode;
  /** The whole sentence in English: 'Row 3, Email: please enter a valid email address.' */
  message: string;
}

/** The amounts a product sells: its options' prices, and custom amounts within bounds when it allows them. */
export interface BulkAmountRules {
  currency: string;
  optionsMinor: MinorUnits[];
  custom: { minMinor: MinorUnits; maxMinor: MinorUnits } | null;
}

export interface BulkCheckContext {
  amounts: BulkAmountRules;
  /** The recipients' clock the dates and times are on (IANA); the moment must not have passed on it. */
  timeZone: string;
  now?: Date;
}

const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function explain(code: BulkProblemCode, amounts: BulkAmountRules): string {
  const money = (minor: MinorUnits) => formatMoney(minor, amounts.currency);
  switch (code) {
    case 'nameRequired':
      return 'the recipient’s name is missing.';
    case 'nameTooLong':
      return `the name is longer than ${NAME_MAX_LENGTH} characters.`;
    case 'emailRequired':
      return 'the recipient’s email address is missing.';
    case 'emailInvalid':
      return 'please enter a valid email address, like name@example.com.';
    case 'amountRequired':
      return 'the amount is missing.';
    case 'amountInvalid':
      return 'the amount must be a number, like 50 or 25.50.';
    case 'amountNotOffered':
      return `this card is sold at ${amounts.optionsMinor.map(money).join(', ')}.`;
    case 'amountOutOfRange':
      return amounts.custom
        ? `the amount must be between ${money(amounts.custom.minMinor)} and ${money(amounts.custom.maxMinor)}.`
        : 'this amount is not offered.';
    case 'messageTooLong':
      return `the message must be at most ${MESSAGE_MAX_LENGTH} characters.`;
    case 'dateInvalid':
      return 'write the date as YYYY-MM-DD, like 2026-12-24.';
    case 'dateRequired':
      return 'a delivery time needs a delivery date.';
    case 'timeInvalid':
      return 'write the time as HH:MM on a 24-hour clock, like 09:30.';
    case 'timeRequired':
      return 'a delivery date needs a delivery time.';
    case 'momentPast':
      return 'this moment has already passed; choose a later one, or leave both empty to send at once.';
  }
}

/** The sentence for a problem, naming its row and column. */
export function bulkProblemSentence(row: number, column: BulkColumn, code: BulkProblemCode, amounts: BulkAmountRules) {
  return `Row ${row}, ${BULK_COLUMN_LABELS[column]}: ${explain(code, amounts)}`;
}

/** A typed amount ('50', '25.5', '1,000.00') in minor units, or null when it is not an amount of the currency. */
export function parseBulkAmount(text: string, currency: string): MinorUnits | null {
  const plain = text
    .trim()
    .replace(/^[^\d.]+/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const decimals = plain.split('.')[1]?.length ?? 0;
  if (decimals > currencyExponent(currency)) return null;
  const minor = toMinor(Number(plain), currency);
  return minor > 0 ? minor : null;
}

/** The UTC instant of a row's date and time on the recipients' clock, or null when it has none. */
export function bulkRowInstant(row: Pick<BulkRow, 'date' | 'time'>, timeZone: string): Date | null {
  const date = row.date.trim();
  const time = row.time.trim();
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time) || !isValidTimeZone(timeZone)) return null;
  return wallTimeToUtc(`${date}T${time}`, timeZone);
}

function cellProblems(row: BulkRow, ctx: BulkCheckContext): [BulkColumn, BulkProblemCode][] {
  const found: [BulkColumn, BulkProblemCode][] = [];
  const name = row.name.trim();
  if (!name) found.push(['name', 'nameRequired']);
  else if (name.length > NAME_MAX_LENGTH) found.push(['name', 'nameTooLong']);
  const email = row.email.trim();
  if (!email) found.push(['email', 'emailRequired']);
  else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) found.push(['email', 'emailInvalid']);

  const amountCode = amountProblem(row.amount, ctx.amounts);
  if (amountCode) found.push(['amount', amountCode]);
  if (row.message.length > MESSAGE_MAX_LENGTH) found.push(['message', 'messageTooLong']);

  const date = row.date.trim();
  const time = row.time.trim();
  if (date && !DATE_PATTERN.test(date)) found.push(['date', 'dateInvalid']);
  if (time && !TIME_PATTERN.test(time)) found.push(['time', 'timeInvalid']);
  if (!date && time) found.push(['date', 'dateRequired']);
  if (date && !time) found.push(['time', 'timeRequired']);
  if (date && time) {
    const instant = bulkRowInstant(row, ctx.timeZone);
    const now = ctx.now ?? new Date();
    if (DATE_PATTERN.test(date) && TIME_PATTERN.test(time) && !instant) found.push(['date', 'dateInvalid']);
    else if (instant && instant.getTime() <= now.getTime()) found.push(['time', 'momentPast']);
  }
  return found;
}

function amountProblem(text: string, rules: BulkAmountRules): BulkProblemCode | null {
  if (!text.trim()) return 'amountRequired';
  const minor = parseBulkAmount(text, rules.currency);
  if (minor === null) return 'amountInvalid';
  if (rules.optionsMinor.includes(minor)) return null;
  if (!rules.custom) return 'amountNotOffered';
  return minor < rules.custom.minMinor || minor > rules.custom.maxMinor ? 'amountOutOfRange' : null;
}

/** Every problem of one row (`index` 0-based), in column order. */
export function checkBulkRow(row: BulkRow, index: number, ctx: BulkCheckContext): BulkRowProblem[] {
  return cellProblems(row, ctx).map(([column, code]) => ({
    row: index + 1,
    column,
    code,
    message: bulkProblemSentence(index + 1, column, code, ctx.amounts),
  }));
}

/** Every problem of every row; none means the order may be paid for. */
export function checkBulkRows(rows: BulkRow[], ctx: BulkCheckContext): BulkRowProblem[] {
  return rows.flatMap((row, index) => checkBulkRow(row, index, ctx));
}

/** Why this many recipients cannot be one order, or null. */
export function bulkCountProblem(count: number): string | null {
  if (count === 0) return 'Add at least one recipient.';
  if (count > BULK_ORDER_MAX_RECIPIENTS)
    return `One order can send at most ${BULK_ORDER_MAX_RECIPIENTS} gift cards; this one has ${count}.`;
  return null;
}

/** The downloadable template: the header and two example rows. */
export function bulkTemplateCsv(): string {
  return [
    BULK_COLUMNS.join(','),
    'Ada Lovelace,ada@example.com,50,Thank you for a wonderful year!,2026-12-24,09:00',
    'Alan Turing,alan@example.com,25,,,',
  ].join('\r\n');
}

const HEADER_ALIASES: Record<string, BulkColumn> = {
  name: 'name',
  recipient: 'name',
  recipientname: 'name',
  email: 'email',
  emailaddress: 'email',
  recipientemail: 'email',
  amount: 'amount',
  value: 'amount',
  message: 'message',
  date: 'date',
  deliverydate: 'date',
  time: 'time',
  deliverytime: 'time',
};

/** The column a CSV header names ('Delivery date', 'EMAIL', 'recipient_email'), or null. */
export function bulkColumnOfHeader(header: string): BulkColumn | null {
  return HEADER_ALIASES[header.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/** How long the buyer of a 'send the codes to me' order may download its codes, in days from the order. */
export const BULK_CODES_DAYS = 7;
