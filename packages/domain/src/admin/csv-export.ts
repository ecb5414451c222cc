/**
 * The most rows one CSV export of a dashboard list holds (gift cards, orders). A longer list is
 * not cut short: the dashboard says so before the download and the server refuses it (issue 25).
 */
export const CSV_EXPORT_MAX_ROWS = 10_000;

const count = (n: number) => n.toLocaleString('en-US');

/** What a person reads when a list is longer than an export holds; `narrow` names the filters to use. */
export function tooManyRowsMessage(rows: number, what: string, max: number, narrow: string): string {
  return `This list has ${count(rows)} ${what}, more than the ${count(max)} one export can hold. Narrow it with ${narrow} to export it.`;
}
