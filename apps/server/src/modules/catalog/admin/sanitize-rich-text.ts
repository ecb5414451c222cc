import type { DOMPurify } from 'dompurify';
import { RICH_TEXT_PURIFY_OPTIONS, secureRichTextLink } from '@giftfront/domain/rich-text-policy';

/** The part of jsdom used here (jsdom ships no types; @types/jsdom would bring the whole DOM into the server). */
interface Jsdom {
  JSDOM: new (html: string) => { window: unknown };
}

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify on its own jsdom window (not the SVG sanitizer's, whose hooks differ), made on first use. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom' as string) as Promise<Jsdom>,
      import('dompurify'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('afterSanitizeAttributes', (node) =>
      secureRichTextLink(node as unknown as Parameters<typeof secureRichTextLink>[0]),
    );
    return purify;
  })();
  return purifier;
}

/** Merchant rich text reduced to the allow-list the storefront renders (rich-text-policy.ts). */
export async function sanitizeRichText(html: string): Promise<string> {
  if (!html.trim()) return '';
  const purify = await loadPurifier();
  return purify.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}

/** The same sanitizer, synchronous once loaded: the storefront's page renderer sanitizes while it renders. */
export async function richTextSanitizer(): Promise<(html: string) => string> {
  const purify = await loadPurifier();
  return (html) => purify.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}
