/**
 * The store colour and the colours read on it, decided once for the storefront's theme and the
 * server's mails, pages and PDFs (product §3 branding.primaryColor, §9 default #4f46e5). No
 * runtime imports: the storefront's first page load uses it.
 */
export const DEFAULT_PRIMARY_COLOR = '#4f46e5';

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Near-black text, softer than black where it reads as well. */
export const INK_DARK = '#111827';
/** WCAG 2.1 AA for normal text. */
export const AA_TEXT = 4.5;

/** '#abc' or 'abc' or '#aabbcc' to '#aabbcc'; anything else to null. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  if (!value) return null;
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`;
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  return null;
}

/** The red, green and blue channels (0–255) of a '#aabbcc' colour. */
export const hexChannels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
export const channelsToHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.1 relative luminance of a '#aabbcc' colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexChannels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour on a store colour: white when it passes AA, else near-black, else black. For
 * any colour either white or black reaches at least 4.58:1, so the result always passes.
 */
export function textColorOn(background: string): string {
  if (contrastRatio(background, WHITE) >= AA_TEXT) return WHITE;
  if (contrastRatio(background, INK_DARK) >= AA_TEXT) return INK_DARK;
  return BLACK;
}

/** The colour darkened step by step until it reads as text on white (links, accents). */
export function inkOnWhite(color: string): string {
  let rgb = hexChannels(color);
  let hex = color;
  for (let step = 0; step < 40 && contrastRatio(hex, WHITE) < AA_TEXT; step += 1) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
    hex = channelsToHex(rgb);
  }
  return hex;
}
