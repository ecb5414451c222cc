/**
 * The dashboard's live product preview: an iframe of the store's own storefront at
 * PRODUCT_PREVIEW_PATH, which renders the real product page from a draft the dashboard posts
 * (same origin: the dashboard is served at /admin on the store's host). Zod-free.
 */
export const PRODUCT_PREVIEW_PATH = '/_preview/product';

/** The storefront page says it is listening; the dashboard answers with the current draft. */
export const PREVIEW_READY = 'giftfront:preview-ready';
/** A draft product in product §3's wire shape (decimal prices), checked by the page with productSchema. */
export const PREVIEW_DRAFT = 'giftfront:preview-draft';

export interface PreviewDraftMessage {
  type: typeof PREVIEW_DRAFT;
  product: unknown;
}
