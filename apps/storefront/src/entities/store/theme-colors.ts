import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_PRIMARY_CONTRAST,
  DEFAULT_PRIMARY_DARK,
  DEFAULT_PRIMARY_LIGHT,
} from '@giftfront/domain/constants';

/** The store's colours as CSS custom properties (SPEC §9), plus an AA-safe text shade for links. */
export interface ThemeColors {
  primary: string;
  primaryLight: string;
  primaryDark: string;
  /** Text on a primary background: white or near-black, whichever reads better (WCAG AA). */
  primaryContrast: string;
  /** The primary colour, darkened only as far as needed to read as text on white (4.5:1). */
  primaryInk: string;
  /** Hover shade of primary surfaces: moved away from their text colour, so contrast only grows. */
  primaryHover: string;
}

const WHITE = '#ffffff';
const INK_DARK = '#111827';
const AA_TEXT = 4.5;

/** '#abc' or 'abc' or '#aabbcc' to '#aabbcc'; anything else to null. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  if (!value) return null;
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`;
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  return null;
}

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.1 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * White when it passes AA on the colour, else near-black, else black: for any colour either
 * white or black reaches at least 4.58:1, so the result always passes.
 */
export function contrastTextFor(background: string): string {
  if (contrastRatio(background, WHITE) >= AA_TEXT) return WHITE;
  if (contrastRatio(background, INK_DARK) >= AA_TEXT) return INK_DARK;
  return '#000000';
}

/** Darkens a colour step by step until it reads as text on white. */
export function inkOnWhite(color: string): string {
  let rgb = channels(color);
  let hex = color;
  for (let step = 0; step < 40 && contrastRatio(hex, WHITE) < AA_TEXT; step += 1) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
    hex = toHex(rgb);
  }
  return hex;
}

/**
 * SPEC §9's dark variant is the colour at 80% opacity, which on white is lighter, not darker:
 * as a hover background under white text it can fall below AA. Hover shades move the colour
 * away from its text instead: darker under light text, lighter under dark text.
 */
export function hoverShade(color: string, text: string): string {
  const rgb = channels(color);
  const towardsWhite = luminance(text) < 0.5;
  return toHex(rgb.map((c) => (towardsWhite ? c + (255 - c) * 0.15 : c * 0.85)));
}

/** SPEC §9: the defaults, or the store colour with light = 50% and dark = 80% opacity. */
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
  const primaryContrast = contrastTextFor(primary);
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
