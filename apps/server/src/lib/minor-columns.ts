import { z } from 'zod';
import type { Wire } from '@giftfront/domain/money-paths';

/**
 * Encodes an answer built from the database's `*_minor` columns (and sums of them) with its money
 * codec. Those columns hold integer minor units, which the type checker cannot see through the
 * repositories (decision 0175): the shape is checked with its money as plain numbers, and the
 * codec's encode refuses a fraction of a minor unit at run time.
 */
export const encodeMinorColumns = <C extends z.ZodType>(codec: C, value: Wire<z.output<C>>): z.input<C> =>
  z.encode(codec, value as z.output<C>);
