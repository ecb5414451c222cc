import { z } from 'zod';

/** The earliest day a date field takes (a report's range, a card's expiry): no store sold before it, and the database has no year 0. */
export const EARLIEST_DAY = '1970-01-01';

/** A day, YYYY-MM-DD (a query's `?from=` and `?to=` are in the store's time zone). */
export const dayFieldSchema = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((day) => day >= EARLIEST_DAY, `${field} must be ${EARLIEST_DAY} or later`);
