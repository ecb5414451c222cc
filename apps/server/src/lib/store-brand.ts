import type { StoreSettings } from '@giftfront/domain/branding';
import { DEFAULT_PRIMARY_COLOR } from '@giftfront/domain/constants';

/** What mail, pages and PDFs need of a store's branding (SPEC §3 Branding). */
export interface StoreBrand {
  name: string;
  logo: { src: string; alt: string } | null;
  /** The primary colour, for backgrounds and buttons. */
  color: string;
  /** Text on the primary colour: white or near-black, whichever reads better. */
  onColor: string;
  /** The primary colour when it reads on white (WCAG AA 4.5:1), else a dark grey: links and accents. */
  accentText: string;
}

const DARK_TEXT = '#111827';

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function storeBrand(settings: StoreSettings): StoreBrand {
  // Re-checked here because the colour reaches CSS and inline styles.
  const stored = settings.branding?.primaryColor;
  const color = stored && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(stored) ? stored : DEFAULT_PRIMARY_COLOR;
  const onColor = contrastRatio(color, '#ffffff') >= contrastRatio(color, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
  const accentText = contrastRatio(color, '#ffffff') >= 4.5 ? color : DARK_TEXT;
  const logo = settings.company.logo?.src ? { src: settings.company.logo.src, alt: settings.company.logo.alt || settings.company.name } : null;
  return { name: settings.company.name, logo, color, onColor, accentText };
}
