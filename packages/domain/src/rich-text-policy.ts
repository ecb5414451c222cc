// What merchant rich text (product description, details, terms) may hold: the server sanitizes
// with it on write and the storefront again when it renders. No runtime imports: the storefront
// loads it with DOMPurify only. See docs/decisions/0022-product-images-and-rich-text.md.

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel'];
const SAFE_LINK = /^\s*(https?:|mailto:)/i;

/** The DOMPurify options of the allow-list (every other tag and attribute is removed, text kept). */
export const RICH_TEXT_PURIFY_OPTIONS = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
};

interface LinkElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * DOMPurify's afterSanitizeAttributes hook for the allow-list: a link keeps only an http(s) or
 * mailto address, opens in a new tab only as _blank, and never hands the storefront window to
 * the page it opens.
 */
export function secureRichTextLink(node: LinkElement): void {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !SAFE_LINK.test(href)) node.removeAttribute('href');
  const target = node.getAttribute('target');
  if (target !== null && target !== '_blank') node.removeAttribute('target');
  node.setAttribute('rel', 'noopener noreferrer');
}
