import { describe, expect, it } from 'vitest';
import { srcSetOf, variantsOf } from './product-images';

const images = [
  {
    id: 'a',
    name: 'a.png',
    alt: '',
    src: '/u/a.png',
    variants: [
      { width: 960, src: '/u/a-960.webp' },
      { width: 480, src: '/u/a-480.webp' },
    ],
  },
  { id: 'b', name: 'b.svg', alt: '', src: '/u/b.svg' },
];

describe('srcSetOf', () => {
  it('lists the copies narrowest first with their widths', () => {
    expect(srcSetOf(images[0]!.variants)).toBe('/u/a-480.webp 480w, /u/a-960.webp 960w');
  });

  it('gives nothing for an image without copies', () => {
    expect(srcSetOf(undefined)).toBeUndefined();
    expect(srcSetOf([])).toBeUndefined();
  });
});

describe('variantsOf', () => {
  it('finds the copies of the image shown by its address, or nothing', () => {
    expect(variantsOf(images, '/u/a.png')).toHaveLength(2);
    expect(variantsOf(images, '/u/b.svg')).toBeUndefined();
    expect(variantsOf(images, '/elsewhere.png')).toBeUndefined();
    expect(variantsOf(images, null)).toBeUndefined();
  });
});
