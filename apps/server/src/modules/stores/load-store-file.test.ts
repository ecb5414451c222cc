import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeStoreFile } from '../../../test/store-files.ts';
import { loadStoreFile, StoreFileError } from './load-store-file.ts';

const minimalStore = (extra: Record<string, unknown> = {}) => ({
  slug: 'acme',
  company: { name: 'Acme' },
  products: [{ slug: 'card', name: 'Card', type: 'GiftCard', denominations: [{ id: 'd', price: 10, label: '$10' }] }],
  ...extra,
});

function problemsOf(filePath: string, dataDir = tempDir()): string[] {
  try {
    loadStoreFile(filePath, dataDir);
  } catch (error) {
    if (error instanceof StoreFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('loadStoreFile', () => {
  it('lists every problem of a file by its JSON path', () => {
    const dir = tempDir();
    const file = writeStoreFile(dir, {
      hideCheckbalance: true,
      slug: 'Not A Slug',
      company: {},
      products: [
        { slug: 'a', name: 'A', type: 'GiftCard' },
        { slug: 'b', name: 'B', type: 'Coupon', imageSrc: 'images/missing.svg', imageAlt: 'B' },
        { slug: 'c', name: 'C', type: 'Voucher', denominations: [{ id: 'x', price: 'ten', label: 'Ten' }], colour: 'red' },
      ],
    });
    expect(problemsOf(file).sort()).toEqual([
      'slug: expected a subdomain label: lower-case letters, digits and dashes',
      'company.name: is required',
      '(root): unknown field "hideCheckbalance"',
      'products[1].type: expected one of "GiftCard", "Voucher"',
      'products[2]: unknown field "colour"',
      'products[2].denominations[0].price: expected a number',
      'products[1].imageSrc: image file not found: images/missing.svg',
    ].sort());
  });

  it('lists the rules a well-formed file breaks', () => {
    const file = writeStoreFile(tempDir(), minimalStore({
      products: [{ slug: 'card', name: 'Card', type: 'GiftCard', quantityLimit: 5, quantitySold: 6 }],
      discountCodes: [
        { code: 'BIG', discountType: 'PERCENT', amount: 120 },
        { code: 'big', discountType: 'FIXED_AMOUNT', amount: 5 },
      ],
    }));
    expect(problemsOf(file)).toEqual([
      'discountCodes: duplicate discount code "BIG"',
      'products[0].quantitySold: cannot exceed quantityLimit',
      'discountCodes[0].amount: a percentage cannot exceed 100',
    ]);
  });

  it('says when the file is missing or not JSON', () => {
    const dir = tempDir();
    expect(problemsOf(path.join(dir, 'nope.json'))).toEqual(['(root): file not found']);
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "slug": ');
    expect(problemsOf(path.join(dir, 'broken.json'))[0]).toMatch(/^\(root\): not valid JSON/);
  });

  it('copies relative images into DATA_DIR/uploads/<slug>/ and serves them from there', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg/>');
    const dataDir = tempDir();
    const file = loadStoreFile(writeStoreFile(dir, minimalStore({ company: { name: 'Acme', logo: { src: 'images/logo.svg', alt: 'Acme' } } })), dataDir);
    expect(file.company.logo?.src).toBe('/uploads/acme/images/logo.svg');
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'acme', 'images', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('copies nothing when the file is refused', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
    const dataDir = tempDir();
    const file = writeStoreFile(dir, minimalStore({ company: { name: 'Acme', logo: { src: 'logo.svg', alt: 'Acme' } }, status: 'Open' }));
    expect(problemsOf(file, dataDir)).toEqual(['status: expected one of "Active", "Inactive"']);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('refuses images outside the store file folder', () => {
    const dir = tempDir();
    const file = writeStoreFile(dir, minimalStore({ company: { name: 'Acme', logo: { src: '../../etc/passwd', alt: 'x' } } }));
    expect(problemsOf(file)).toEqual(['company.logo.src: image file not found: ../../etc/passwd']);
  });
});
