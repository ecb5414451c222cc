import { ORDER_REFERENCE_PREFIX } from '@giftfront/domain/constants';

/**
 * What the search box sends: a name, an email or an order number as typed; something that looks
 * like a whole gift card code (12 or more letters and digits, not an order number) is cut to its
 * last 4, so a code never reaches an address (the Gift cards page takes a whole code without
 * putting it in the address).
 */
export function searchTerms(typed: string): { q: string; cutToEnding: boolean } {
  const text = typed.trim();
  const compact = text.replace(/[\s-]/g, '');
  const isOrderNumber = text.toUpperCase().startsWith(ORDER_REFERENCE_PREFIX.toUpperCase());
  const looksLikeCode = !isOrderNumber && /^[A-Za-z0-9]{12,}$/.test(compact) && /\d/.test(compact);
  return looksLikeCode ? { q: compact.slice(-4).toUpperCase(), cutToEnding: true } : { q: text, cutToEnding: false };
}
