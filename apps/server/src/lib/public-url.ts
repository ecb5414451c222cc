/** Absolute links for mail and PDFs: PUBLIC_URL_TEMPLATE with {store} replaced by the store's slug. */
export function publicBaseUrl(template: string, storeSlug: string): string {
  return template.replaceAll('{store}', storeSlug).replace(/\/+$/, '');
}

/** An image or link as an absolute http(s) URL, or '' when it is neither absolute nor site-relative. */
export function absoluteUrl(baseUrl: string, src: string | null | undefined): string {
  if (!src) return '';
  const trimmed = src.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${baseUrl}${trimmed}`;
  return '';
}

export const giftCardLinks = (baseUrl: string, giftCardId: string) => ({
  view: `${baseUrl}/GiftCard/Preview/${giftCardId}`,
  print: `${baseUrl}/GiftCard/Pdf/${giftCardId}`,
});
