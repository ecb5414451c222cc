/**
 * A unique id for a cart line (product §3 Cart item: "id (generated unique)").
 * crypto.randomUUID exists only in secure contexts (https or localhost); a store served over
 * plain http still gets a random id from getRandomValues, which every browser has.
 */
export function createCartItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
