import { describe, expect, it } from 'vitest';
import { designNameFromFile } from './design-name.ts';

describe("a design's name from its file", () => {
  it('drops the extension and turns dashes and underscores into spaces', () => {
    expect(designNameFromFile('winter_lights-2026.PNG')).toBe('Winter lights 2026');
  });

  it('never keeps a folder of the path it came from', () => {
    expect(designNameFromFile('products/1f0c/img-abc123.png')).toBe('Img abc123');
  });

  it('falls back to Design when nothing readable is left', () => {
    expect(designNameFromFile('.png')).toBe('Design');
    expect(designNameFromFile(undefined)).toBe('Design');
  });
});
