import type { DOMPurify } from 'dompurify';

/** A reference that stays inside the image: a fragment (#id) or an embedded raster picture. */
const INTERNAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/**
 * CSS that could reach outside the image other than through url(): escapes (which can spell
 * url( in disguise), image-set(), src(), @font-face, IE's expression().
 */
const EVASIVE_CSS = /\\|image-set\s*\(|\bsrc\s*\(|@font-face|expression\s*\(/i;

/** CSS with every url() that leaves the image replaced by none, and no @import; nothing of CSS that tries harder. */
function internalCss(css: string): string {
  if (EVASIVE_CSS.test(css)) return '';
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_FUNCTION, (whole, _quote: string, target: string) => (target.trim().startsWith('#') ? whole : 'none'));
}

interface Purifier {
  purify: DOMPurify;
  serialize(node: unknown): string;
}

/** The sanitized document's body, as far as it is read here (the server has no DOM types). */
interface SanitizedBody {
  children: ArrayLike<{ localName: string }>;
}

/** The part of jsdom used here (jsdom ships no types; @types/jsdom would bring the whole DOM into the server). */
interface Jsdom {
  JSDOM: new (html: string) => { window: { XMLSerializer: new () => { serializeToString(node: unknown): string } } };
}

let purifier: Promise<Purifier> | null = null;

/** DOMPurify on a jsdom window, made once and only when an SVG is first sanitized (jsdom is large). */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom' as string) as Promise<Jsdom>,
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    const serializer = new window.XMLSerializer();
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name === 'href' || name === 'xlink:href' || name === 'src') {
        if (!INTERNAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
      } else if (name === 'style') {
        data.attrValue = internalCss(data.attrValue);
      } else if (internalCss(data.attrValue) !== data.attrValue) {
        data.keepAttr = false; // fill, filter, mask … pointing outside the image
      }
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && node.textContent) node.textContent = internalCss(node.textContent);
    });
    return { purify, serialize: (node: unknown) => serializer.serializeToString(node) };
  })();
  return purifier;
}

/**
 * An uploaded SVG made inert, with DOMPurify's SVG profile: no script, event handlers,
 * foreignObject or links out of the image (href, xlink:href, url() in styles and attributes, CSS
 * @import). Null when the text holds no <svg> element. The result is XML, as the file is served.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const { purify, serialize } = await loadPurifier();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  }) as unknown as SanitizedBody;
  const svg = Array.from(body.children).find((element) => element.localName === 'svg');
  if (!svg) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(svg)}`;
}
