/** What names a query: an array of plain values, e.g. ['products', 'Voucher']. */
export type QueryKey = readonly unknown[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same text for equal keys, whatever order an object's properties were written in. */
export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );
}
