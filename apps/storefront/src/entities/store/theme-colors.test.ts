import { describe, expect, it } from 'vitest';
import { contrastRatio, normalizeHexColor } from '@giftfront/domain/brand-colors';
import { themeColors } from './theme-colors';

describe('theme colours (product §9)', () => {
  it('uses the default palette when the store has no colour', () => {
    expect(themeColors(null)).toMatchObject({
      primary: '#4f46e5',
      primaryLight: '#818cf8',
      primaryDark: '#4338ca',
      primaryContrast: '#ffffff',
    });
  });

  it('makes the light variant 50% and the dark variant 80% opacity of the store colour', () => {
    const colors = themeColors('#0F766E');
    expect(colors.primary).toBe('#0f766e');
    expect(colors.primaryLight).toBe('#0f766e80');
    expect(colors.primaryDark).toBe('#0f766ecc');
  });

  it('expands three-digit colours and ignores malformed ones', () => {
    expect(normalizeHexColor('#f60')).toBe('#ff6600');
    expect(normalizeHexColor('ff6600')).toBe('#ff6600');
    expect(themeColors('not-a-colour').primary).toBe('#4f46e5');
  });

  it.each(['#facc15', '#0f766e', '#e11d48', '#22d3ee', '#ffffff', '#000000', '#808080'])(
    'picks contrast text that passes WCAG AA on %s',
    (color) => {
      const { primary, primaryContrast } = themeColors(color);
      expect(contrastRatio(primary, primaryContrast)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps white text on a dark store colour', () => {
    expect(themeColors('#1e3a8a').primaryContrast).toBe('#ffffff');
  });

  it.each(['#facc15', '#22d3ee', '#4f46e5'])('gives %s a link shade that reads on white', (color) => {
    expect(contrastRatio(themeColors(color).primaryInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads on white unchanged as link shade', () => {
    expect(themeColors('#1e3a8a').primaryInk).toBe('#1e3a8a');
  });

  it.each(['#0f766e', '#e11d48', '#facc15', '#4f46e5', '#a3e635', '#1e3a8a'])(
    'keeps hover backgrounds of %s at least as readable as the colour itself',
    (color) => {
      const colors = themeColors(color);
      expect(contrastRatio(colors.primaryHover, colors.primaryContrast)).toBeGreaterThanOrEqual(
        contrastRatio(colors.primary, colors.primaryContrast),
      );
    },
  );
});
