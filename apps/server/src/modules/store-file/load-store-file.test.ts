import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeStoreFile } from '../../../test/store-files.ts';
import { loadStoreFile, StoreFileError } from './load-store-file.ts';

/** The smallest valid PNG signature and header: enough for a type check. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const minimalStore = (extra: Record<string, unknown> = {}) => ({
  slug: 'acme',
  company: { name: 'Acme' },
  products: [{ slug: 'card', name: 'Card', type: 'GiftCard', denominations: [{ id: 'd', price: 10, label: '$10' }] }],
  ...extra,
});

async function problemsOf(filePath: string): Promise<string[]> {
  try {
    await loadStoreFile(filePath);
  } catch (error) {
    if (error instanceof StoreFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('loadStoreFile', () => {
  it('lists every problem of a file by its JSON path', async () => {
    const dir = tempDir();
    const file = writeStoreFile(dir, {
      hideCheckbalance: true,
      slug: 'Not A Slug',
      company: {},
      products: [
        { slug: 'a', name: 'A', type: 'GiftCard' },
        { slug: 'b', name: 'B', type: 'Coupon', imageSrc: 'images/missing.svg', imageAlt: 'B' },
        {
          slug: 'c',
          name: 'C',
          type: 'Voucher',
          denominations: [{ id: 'x', price: 'ten', label: 'Ten' }],
          colour: 'red',
        },
      ],
    });
    expect((await problemsOf(file)).sort()).toEqual(
      [
        'slug: expected a subdomain label: lower-case letters, digits and dashes',
        'company.name: is required',
        '(root): unknown field "hideCheckbalance"',
        'products[1].type: expected one of "GiftCard", "Voucher"',
        'products[2]: unknown field "colour"',
        'products[2].denominations[0].price: Enter an amount.',
        'products[1].imageSrc: image file not found: images/missing.svg',
      ].sort(),
    );
  });

  it('lists the rules a well-formed file breaks', async () => {
    const file = writeStoreFile(
      tempDir(),
      minimalStore({
        products: [{ slug: 'card', name: 'Card', type: 'GiftCard', quantityLimit: 5, quantitySold: 6 }],
        discountCodes: [
          { code: 'BIG', discountType: 'PERCENT', amount: 120 },
          { code: 'big', discountType: 'FIXED_AMOUNT', amount: 5 },
        ],
      }),
    );
    expect(await problemsOf(file)).toEqual([
      'discountCodes: duplicate discount code "BIG"',
      'products[0].quantitySold: cannot exceed quantityLimit',
      'discountCodes[0].amount: a percentage cannot exceed 100',
    ]);
  });

  it('says when the file is missing or not JSON', async () => {
    const dir = tempDir();
    expect(await problemsOf(path.join(dir, 'nope.json'))).toEqual(['(root): file not found']);
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "slug": ');
    expect((await problemsOf(path.join(dir, 'broken.json')))[0]).toMatch(/^\(root\): not valid JSON/);
  });

  it('prepares relative images for media storage, named as the server serves them', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(
      path.join(dir, 'images', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    );
    fs.writeFileSync(path.join(dir, 'images', 'card.png'), PNG);
    const { file, images } = await loadStoreFile(
      writeStoreFile(
        dir,
        minimalStore({
          company: { name: 'Acme', logo: { src: 'images/logo.svg', alt: 'Acme' } },
          products: [
            {
              ...minimalStore().products[0],
              imageSrc: 'images/card.png',
              imageAlt: 'A card',
              images: [{ id: 'a', name: 'A', alt: 'A card', src: 'images/card.png' }],
            },
          ],
        }),
      ),
    );
    expect(file.company.logo?.src).toBe('/uploads/acme/images/logo.svg');
    expect(file.products[0]?.imageSrc).toBe('/uploads/acme/images/card.png');
    expect(images.map((image) => [image.name, image.contentType])).toEqual([
      ['images/logo.svg', 'image/svg+xml'],
      ['images/card.png', 'image/png'],
    ]);
    const svg = images[0]!.bytes.toString('utf8');
    expect(svg).toContain('<rect width="1" height="1"');
    expect(svg).not.toContain('script');
  });

  it('refuses files that are not images of an accepted type, by JSON path', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'logo.html'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'fake.png'), '<html>not a png</html>');
    fs.writeFileSync(path.join(dir, 'empty.svg'), '<html><body>no drawing</body></html>');
    const file = writeStoreFile(
      dir,
      minimalStore({
        company: { name: 'Acme', logo: { src: 'logo.html', alt: 'Acme' } },
        products: [
          {
            ...minimalStore().products[0],
            imageSrc: 'fake.png',
            imageAlt: 'Fake',
            images: [{ id: 'a', name: 'A', alt: 'Empty', src: 'empty.svg' }],
          },
        ],
      }),
    );
    expect(await problemsOf(file)).toEqual([
      'company.logo.src: images must be PNG, JPEG, GIF, WebP, AVIF or SVG: logo.html',
      'products[0].imageSrc: not a PNG image: fake.png',
      'products[0].images[0].src: not an SVG image: empty.svg',
    ]);
  });

  it('refuses images outside the store file folder', async () => {
    const dir = tempDir();
    const file = writeStoreFile(
      dir,
      minimalStore({ company: { name: 'Acme', logo: { src: '../../etc/passwd', alt: 'x' } } }),
    );
    expect(await problemsOf(file)).toEqual(['company.logo.src: image file not found: ../../etc/passwd']);
  });
});
