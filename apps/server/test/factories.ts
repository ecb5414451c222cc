import { randomUUID } from 'node:crypto';
import { storeFileSchema, type StoreFile, type StoreFileInput } from '@giftfront/domain/store-file';
import type { Database } from '../src/db/client.ts';
import { importStore } from '../src/modules/store-file/import-store.ts';

let counter = 0;
export const uniqueSlug = (prefix = 'store') => `${prefix}-${(counter += 1)}-${randomUUID().slice(0, 6)}`;

/** A small valid store file; override any part. */
export function storeFileFactory(overrides: Partial<StoreFileInput> = {}): StoreFile {
  return storeFileSchema.parse({
    slug: uniqueSlug(),
    company: { name: 'Test Gifts', logo: { src: '/uploads/test/logo.svg', alt: 'Test Gifts logo' } },
    currencyCode: 'USD',
    products: [
      {
        slug: 'classic',
        name: 'Classic Gift Card',
        type: 'GiftCard',
        imageSrc: '/uploads/test/classic.svg',
        imageAlt: 'A classic gift card',
        denominations: [
          { id: 'd25', price: 25, label: '$25' },
          { id: 'd50', price: 50, label: '$50' },
        ],
      },
      {
        slug: 'spa-day',
        name: 'Spa Day',
        type: 'Voucher',
        imageSrc: '/uploads/test/spa.svg',
        imageAlt: 'A spa voucher',
        denominations: [{ id: 'v1', price: 80, label: 'One treatment' }],
      },
    ],
    ...overrides,
  });
}

export async function createStore(db: Database, overrides: Partial<StoreFileInput> = {}): Promise<StoreFile> {
  const file = storeFileFactory(overrides);
  await importStore(db, file);
  return file;
}
