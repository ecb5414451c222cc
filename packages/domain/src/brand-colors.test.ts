import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOnWhite, normalizeHexColor, textColorOn } from './brand-colors.ts';

describe('the text colour on a store colour', () => {
  it.each(['#facc15', '#0f766e', '#e11d48', '#22d3ee', '#ffffff', '#000000', '#808080', '#fde047', '#1e3a8a'])(
    'passes WCAG AA on %s',
    (color) => {
      expect(contrastRatio(color, textColorOn(color))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is white wherever white passes AA, near-black on light colours', () => {
    expect(textColorOn('#1e3a8a')).toBe('#ffffff');
    expect(textColorOn('#0f766e')).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe('#111827');
  });
});

describe('inkOnWhite', () => {
  it.each(['#facc15', '#22d3ee', '#4f46e5', '#fde047'])('gives %s a shade that reads on white', (color) => {
    expect(contrastRatio(inkOnWhite(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads on white unchanged', () => {
    expect(inkOnWhite('#1e3a8a')).toBe('#1e3a8a');
  });
});

describe('normalizeHexColor', () => {
  it('expands three digits, adds the hash and refuses anything else', () => {
    expect(normalizeHexColor('#F60')).toBe('#ff6600');
    expect(normalizeHexColor('ff6600')).toBe('#ff6600');
    expect(normalizeHexColor('red')).toBeNull();
    expect(normalizeHexColor(null)).toBeNull();
  });
});
