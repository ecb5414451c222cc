import { z } from 'zod';

/** The earliest day a report or a list may ask about: no store sold before it, and the database has no year 0. */
export const EARLIEST_QUERY_DAY = '1970-01-01';

/** A day of a query (`?from=`, `?to=`), YYYY-MM-DD in the store's time zone. */
export const queryDaySchema = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((day) => day >= EARLIEST_QUERY_DAY, `${field} must be ${EARLIEST_QUERY_DAY} or later`);
