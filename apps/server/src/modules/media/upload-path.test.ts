import { describe, expect, it } from 'vitest';
import { isSafeImageName, parseUploadPath, uploadPath } from './upload-path.ts';

describe('upload paths', () => {
  it('round-trips a store and a nested name', () => {
    expect(uploadPath('acme', 'images/logo.svg')).toBe('/uploads/acme/images/logo.svg');
    expect(parseUploadPath('/uploads/acme/images/logo.svg?v=1#x')).toEqual({
      storeSlug: 'acme',
      name: 'images/logo.svg',
    });
    expect(parseUploadPath('/uploads/acme/my%20card.png')).toEqual({ storeSlug: 'acme', name: 'my card.png' });
  });

  it.each([
    ['a path out of the store', '/uploads/acme/../other/logo.png'],
    ['an encoded path out of the store', '/uploads/acme/..%2Fother%2Flogo.png'],
    ['a malformed escape', '/uploads/acme/%E0%A4%A'],
    ['a remote URL', 'https://cdn.example.com/uploads/acme/logo.png'],
    ['a store without a name', '/uploads/acme/'],
  ])('refuses %s', (_what, src) => {
    expect(parseUploadPath(src)).toBeNull();
  });

  it('accepts only names that stay inside the store folder', () => {
    expect(isSafeImageName('images/card.png')).toBe(true);
    for (const name of ['', '/abs.png', 'a//b.png', './a.png', 'a/../b.png', 'a\\b.png', 'a\0.png'])
      expect(isSafeImageName(name)).toBe(false);
  });
});
