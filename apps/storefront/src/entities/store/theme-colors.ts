import {
  channelsToHex,
  DEFAULT_PRIMARY_COLOR,
  hexChannels,
  inkOnWhite,
  normalizeHexColor,
  relativeLuminance,
  textColorOn,
} from '@giftfront/domain/brand-colors';

/** product §9: the default palette's light and dark variants and its contrast (white). */
const DEFAULT_PRIMARY_LIGHT = '#818cf8';
const DEFAULT_PRIMARY_DARK = '#4338ca';
const DEFAULT_PRIMARY_CONTRAST = '#ffffff';

/** The store's colours as CSS custom properties (product §9), plus an AA-safe text shade for links. */
export interface ThemeColors {
  primary: string;
  primaryLight: string;
  primaryDark: string;
  /** Text on a primary background: the domain's textColorOn (WCAG AA). */
  primaryContrast: string;
  /** The primary colour, darkened only as far as needed to read as text on white (4.5:1). */
  primaryInk: string;
  /** Hover shade of primary surfaces: moved away from their text colour, so contrast only grows. */
  primaryHover: string;
}

/**
 * product §9's dark variant is the colour at 80% opacity, which on white is lighter, not darker:
 * as a hover background under white text it can fall below AA. Hover shades move the colour
 * away from its text instead: darker under light text, lighter under dark text.
 */
export function hoverShade(color: string, text: string): string {
  const rgb = hexChannels(color);
  const towardsWhite = relativeLuminance(text) < 0.5;
  return channelsToHex(rgb.map((c) => (towardsWhite ? c + (255 - c) * 0.15 : c * 0.85)));
}

/** product §9: the defaults, or the store colour with light = 50% and dark = 80% opacity. */
export function themeColors(storeColor?: string | null): ThemeColors {
  const primary = normalizeHexColor(storeColor);
  if (!primary) {
    return {
      primary: DEFAULT_PRIMARY_COLOR,
      primaryLight: DEFAULT_PRIMARY_LIGHT,
      primaryDark: DEFAULT_PRIMARY_DARK,
      primaryContrast: DEFAULT_PRIMARY_CONTRAST,
      primaryInk: inkOnWhite(DEFAULT_PRIMARY_COLOR),
      primaryHover: DEFAULT_PRIMARY_DARK,
    };
  }
  const primaryContrast = textColorOn(primary);
  return {
    primary,
    primaryLight: `${primary}80`,
    primaryDark: `${primary}cc`,
    primaryContrast,
    primaryInk: inkOnWhite(primary),
    primaryHover: hoverShade(primary, primaryContrast),
  };
}

/** The CSS custom properties Tailwind's theme reads (see index.css). */
export function themeVariables(colors: ThemeColors): Record<string, string> {
  return {
    '--color-primary': colors.primary,
    '--color-primary-light': colors.primaryLight,
    '--color-primary-dark': colors.primaryDark,
    '--color-primary-contrast': colors.primaryContrast,
    '--color-primary-ink': colors.primaryInk,
    '--color-primary-hover': colors.primaryHover,
  };
}
