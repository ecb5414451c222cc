/**
 * The zone the dashboard shows an order's date and time in and reads a date filter's days in.
 * Stores have no time zone setting yet, so every store's is UTC; a setting would be read here.
 */
export const storeTimeZone = (_store: { id: string }): string => 'UTC';
