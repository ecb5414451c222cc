import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { storeFileFactory } from '../../../test/factories.ts';
import { rowCounts, tempDir, writeStoreFile } from '../../../test/store-files.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { exportStore } from './export-store.ts';
import { importStore } from './import-store.ts';
import { loadStoreFile } from './load-store-file.ts';

describe('exportStore', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const oddAmounts = () =>
    storeFileFactory({
      products: [
        { slug: 'odd', name: 'Odd amounts', type: 'GiftCard', price: 12.5, denominations: [{ id: 'a', price: 19.99, label: '$19.99' }], quantitySold: 3 },
      ],
      discountCodes: [
        { code: 'HALFPCT', discountType: 'Percent', amount: 12.5, validUntil: '2031-01-01T00:00:00.000Z', usageLimit: 10 },
        { code: 'FIVEOFF', discountType: 'FIXED_AMOUNT', amount: 7.25, minimumQuantity: 2, description: '$7.25 off' },
      ],
      giftCards: [{ code: 'GF-ODD-0001-AAAA', balance: 33.33, isoCurrencyCode: 'usd', expiresOn: '2030-06-30' }],
    });

  it('gives money back in decimals and discounts as the file wrote them', async () => {
    const file = oddAmounts();
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.products?.[0]).toMatchObject({ price: 12.5, denominations: [{ id: 'a', price: 19.99, label: '$19.99' }], quantitySold: 3 });
    expect(exported?.discountCodes).toEqual([
      { code: 'FIVEOFF', status: 'Active', discountType: 'FIXED_AMOUNT', amount: 7.25, description: '$7.25 off', minimumQuantity: 2 },
      { code: 'HALFPCT', status: 'Active', discountType: 'Percent', amount: 12.5, minimumQuantity: 0, usageLimit: 10, validUntil: '2031-01-01T00:00:00.000Z' },
    ]);
    expect(exported?.giftCards).toEqual([{ code: 'GF-ODD-0001-AAAA', balance: 33.33, isoCurrencyCode: 'USD', expiresOn: '2030-06-30', status: 'Active' }]);
  });

  it('prints a file that imports back to the identical store', async () => {
    const file = oddAmounts();
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    const counts = await rowCounts(database.db);

    await importStore(database.db, storeFileSchema.parse(exported));
    expect(await exportStore(database.db, file.slug)).toEqual(exported);
    expect(await rowCounts(database.db)).toEqual(counts);
  });

  it('gives each gift card its current balance', async () => {
    const file = oddAmounts();
    await importStore(database.db, file);
    await database.db.update(giftCards).set({ balanceMinor: 1000 }).where(eq(giftCards.code, 'GF-ODD-0001-AAAA'));
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.giftCards?.[0]?.balance).toBe(10);
  });

  it('names images by the /uploads/... paths the server serves', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const input = storeFileFactory();
    const [classic] = input.products;
    const filePath = writeStoreFile(dir, {
      ...input,
      products: [{ ...classic, imageSrc: 'images/card.svg', images: [{ id: 'one', name: 'One', alt: 'A card', src: 'images/card.svg' }] }],
    });
    const { file, images } = await loadStoreFile(filePath);
    await importStore(database.db, file, images);
    const exported = await exportStore(database.db, input.slug);
    expect(exported?.products?.[0]).toMatchObject({
      imageSrc: `/uploads/${input.slug}/images/card.svg`,
      images: [{ id: 'one', src: `/uploads/${input.slug}/images/card.svg` }],
    });
  });

  it('answers null for an unknown store', async () => {
    expect(await exportStore(database.db, 'no-such-store')).toBeNull();
  });
});
