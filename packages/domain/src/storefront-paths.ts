import type { ProductType } from './product.ts';

/**
 * product §2's storefront routes, as the server answers a first load: which page a path is, so the
 * HTML can carry that page's data and the right status (apps/storefront/src/app/routes.tsx is
 * the router's table; its test keeps the two the same). Zod-free.
 */
export type StorefrontPage =
  | { kind: 'listing'; path: '/' | '/vouchers' }
  | { kind: 'product'; type: ProductType; slug: string | null; preview: boolean }
  | { kind: 'page'; path: string };

/** Route patterns in react-router's syntax, for the storefront's test that both tables agree. */
export const storefrontRoutePatterns = [
  '/',
  '/vouchers',
  '/gift-card/:slug?',
  '/voucher/:slug?',
  '/gift-card-balance',
  '/cart',
  '/manage-gift',
  '/send-to-many/:slug',
  '/checkout',
  '/confirmation',
  '/order-confirmation',
  '/preview-gift-card/:slug?',
  '/_preview/product',
] as const;

// Case-insensitive, as react-router matches; the slug keeps its case.
const PRODUCT_PATH = /^\/(gift-card|voucher|preview-gift-card)(?:\/([^/]*))?$/i;
const SEND_TO_MANY_PATH = /^\/send-to-many\/[^/]+$/i;
/** The 'Send to many' page of a gift card (issue 31). */
export const sendToManyPath = (slug: string) => `/send-to-many/${encodeURIComponent(slug)}`;
const PAGES = new Set([
  '/cart',
  '/manage-gift',
  '/checkout',
  '/confirmation',
  '/order-confirmation',
  '/gift-card-balance',
  '/_preview/product',
]);

function decodeSlug(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The page a path shows, or null for a path the storefront does not know (its 404 page). */
export function matchStorefrontPath(pathname: string, settings: { hideCheckBalance: boolean }): StorefrontPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const lower = path.toLowerCase();
  if (lower === '/' || lower === '/vouchers') return { kind: 'listing', path: lower };
  const product = PRODUCT_PATH.exec(path);
  if (product) {
    const [, route, slug] = product;
    const prefix = route!.toLowerCase();
    return {
      kind: 'product',
      type: prefix === 'voucher' ? 'Voucher' : 'GiftCard',
      slug: decodeSlug(slug),
      preview: prefix === 'preview-gift-card',
    };
  }
  if (lower === '/gift-card-balance' && settings.hideCheckBalance) return null;
  // 'Send to many' for one gift card (issue 31); its page finds the card among the products.
  if (SEND_TO_MANY_PATH.test(path)) return { kind: 'page', path: '/send-to-many' };
  return PAGES.has(lower) ? { kind: 'page', path: lower } : null;
}

/**
 * Whether a page's texts need the page-messages catalog beside the shell's (decision 0200): every
 * page but the listings and an unknown path. The server preloads it for those; the browser loads
 * it before hydrating them.
 */
export const pageNeedsPageMessages = (page: StorefrontPage | null): boolean => page !== null && page.kind !== 'listing';
