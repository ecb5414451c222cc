/**
 * What the stored cart holds, told before any of the storefront's scripts have run. The server
 * renders the checkout without the cart (it lives in the browser's localStorage); a few bytes of
 * script in <head> read it first and name it on <html data-cart>, and the storefront's stylesheet
 * hides the parts of that first markup that do not apply: the form for an empty cart, the empty
 * state for a full one, the delivery section when nothing can be shipped.
 */

/** product §3/§9: where the cart persists in localStorage. */
export const CART_STORAGE_KEY = 'giftcard_cart';
export const CART_HINT_ATTRIBUTE = 'data-cart';
/** The attribute a part of the first markup carries to be shown only for one hint. */
export const CART_SHOWS_ATTRIBUTE = 'data-cart-shows';

export type CartHint = 'empty' | 'items' | 'shippable';

/**
 * The hint for a stored cart (its raw JSON). Self-contained, as it is also sent as the script's
 * source: a cart it cannot read counts as empty, as the storefront discards it.
 */
export function cartHintOf(stored: string | null, version: number): CartHint {
  try {
    const cart = JSON.parse(stored || 'null');
    const items: unknown[] = cart && cart.version === version && Array.isArray(cart.items) ? cart.items : [];
    if (!items.length) return 'empty';
    return items.some(
      (item) => (item as { product?: { isShippingEnabled?: unknown } } | null)?.product?.isShippingEnabled === true,
    )
      ? 'shippable'
      : 'items';
  } catch {
    return 'empty';
  }
}

/** The inline script: storage refused or anything else failing leaves <html> without the hint (the form shows). */
export function cartHintScript(version: number): string {
  return `try{document.documentElement.setAttribute(${JSON.stringify(CART_HINT_ATTRIBUTE)},(${cartHintOf.toString().replace(/\n\s*/g, '')})(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}),${version}))}catch(e){}`;
}
