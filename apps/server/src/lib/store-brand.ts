import type { StoreSettings } from '@giftfront/domain/branding';
import { DEFAULT_PRIMARY_COLOR, inkOnWhite, normalizeHexColor, textColorOn } from '@giftfront/domain/brand-colors';

/** What mail, pages and PDFs need of a store's branding (product §3 Branding). */
export interface StoreBrand {
  name: string;
  logo: { src: string; alt: string } | null;
  /** The primary colour, for backgrounds and buttons. */
  color: string;
  /** Text on the primary colour: white when it passes WCAG AA, else near-black (the storefront's rule). */
  onColor: string;
  /** The primary colour, darkened as far as needed to read on white (WCAG AA 4.5:1): links and accents. */
  accentText: string;
}

export function storeBrand(settings: StoreSettings): StoreBrand {
  // Re-checked here because the colour reaches CSS and inline styles.
  const color = normalizeHexColor(settings.branding?.primaryColor) ?? DEFAULT_PRIMARY_COLOR;
  const onColor = textColorOn(color);
  const accentText = inkOnWhite(color);
  const logo = settings.company.logo?.src
    ? { src: settings.company.logo.src, alt: settings.company.logo.alt || settings.company.name }
    : null;
  return { name: settings.company.name, logo, color, onColor, accentText };
}
