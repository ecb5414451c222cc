import { z } from 'zod';

/**
 * What refreshing a stored cart against the live catalogue changed, as data; the storefront words
 * it for the shopper. Money is in integer minor units of the store's currency. `productName` is
 * the live name, or the stored one when the product is gone. The storefront keeps the changes not
 * yet dismissed beside the cart in localStorage, so every open tab of the store shows them.
 */
const line = { itemId: z.string(), productName: z.string() };
const minor = z.number().int();
const units = z.number().int().nonnegative();

export const cartChangeSchema = z.discriminatedUnion('kind', [
  z.object({ ...line, kind: z.literal('price-changed'), optionLabel: z.string(), fromMinor: minor, toMinor: minor }),
  z.object({ ...line, kind: z.literal('product-unavailable') }),
  z.object({ ...line, kind: z.literal('option-unavailable'), optionLabel: z.string() }),
  z.object({ ...line, kind: z.literal('custom-amount-unavailable') }),
  z.object({
    ...line,
    kind: z.literal('custom-amount-out-of-range'),
    amountMinor: minor,
    minMinor: minor,
    maxMinor: minor,
  }),
  z.object({ ...line, kind: z.literal('sold-out') }),
  /** `to` 0: the units left went to the lines above, so the line was removed. */
  z.object({ ...line, kind: z.literal('quantity-lowered'), left: units, from: units, to: units }),
  z.object({ ...line, kind: z.literal('design-unavailable'), designName: z.string() }),
]);
export type CartChange = z.infer<typeof cartChangeSchema>;
export type CartChangeKind = CartChange['kind'];

/** Beside the cart's own key (product §9 giftcard_cart); the storefront's choice, not product §9's. */
export const CART_CHANGES_STORAGE_KEY = 'giftcard_cart_changes';
export const CART_CHANGES_STORAGE_VERSION = 1;

/** The stored envelope; its changes are checked one by one when read (parseStoredCartChanges). */
export const storedCartChangesSchema = z.object({
  version: z.literal(CART_CHANGES_STORAGE_VERSION),
  changes: z.array(z.unknown()),
});

/**
 * The changes in a stored text: none when it is missing or its envelope cannot be read; a change
 * that fails the schema is dropped and the others kept.
 */
export function parseStoredCartChanges(raw: string | null): { changes: CartChange[]; readable: boolean } {
  if (!raw) return { changes: [], readable: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { changes: [], readable: false };
  }
  const envelope = storedCartChangesSchema.safeParse(json);
  if (!envelope.success) return { changes: [], readable: false };
  const changes = envelope.data.changes.flatMap((candidate) => {
    const parsed = cartChangeSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
  return { changes, readable: true };
}
