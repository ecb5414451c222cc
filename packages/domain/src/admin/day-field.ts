import { z } from 'zod';

/** The earliest day a date field takes (a report's range, a card's expiry): no store sold before it, and the database has no year 0. */
export const EARLIEST_DAY = '1970-01-01';

/**
 * A day, YYYY-MM-DD (a query's `?from=` and `?to=` are in the store's time zone). A query's
 * refusal names its field; a form's field gives sentences of its own.
 */
export const dayFieldSchema = (
  field: string,
  words: { invalid: string; tooEarly: string } = {
    invalid: `${field} must be a date (YYYY-MM-DD)`,
    tooEarly: `${field} must be ${EARLIEST_DAY} or later`,
  },
) => z.iso.date({ error: words.invalid }).refine((day) => day >= EARLIEST_DAY, words.tooEarly);
