import type { StoreSettings } from '@giftfront/domain/branding';
import { translatedStoreText } from '@giftfront/domain/merchant-translations';
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

/** The branding as a page or PDF in `language` shows it: the store's name in that language where given (decision 0165), else its own. */
export function storeBrand(settings: StoreSettings, language?: string | null): StoreBrand {
  const name = translatedStoreText(settings.translations, language, 'name', settings.company.name);
  // Re-checked here because the colour reaches CSS and inline styles.
  const color = normalizeHexColor(settings.branding?.primaryColor) ?? DEFAULT_PRIMARY_COLOR;
  const onColor = textColorOn(color);
  const accentText = inkOnWhite(color);
  const logo = settings.company.logo?.src
    ? { src: settings.company.logo.src, alt: settings.company.logo.alt || name }
    : null;
  return { name, logo, color, onColor, accentText };
}
