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
        {
          slug: 'odd',
          name: 'Odd amounts',
          type: 'GiftCard',
          price: 12.5,
          denominations: [{ id: 'a', price: 19.99, label: '$19.99' }],
          quantitySold: 3,
        },
      ],
      discountCodes: [
        {
          code: 'HALFPCT',
          discountType: 'Percent',
          amount: 12.5,
          validUntil: '2031-01-01T00:00:00.000Z',
          usageLimit: 10,
        },
        { code: 'FIVEOFF', discountType: 'FIXED_AMOUNT', amount: 7.25, minimumQuantity: 2, description: '$7.25 off' },
      ],
      giftCards: [{ code: 'GF-ODD-0001-AAAA', balance: 33.33, isoCurrencyCode: 'usd', expiresOn: '2030-06-30' }],
    });

  it('keeps the products’ order, archived state and custom amount bounds through export and import', async () => {
    const file = storeFileFactory({
      products: [
        { slug: 'second', name: 'Second', type: 'Voucher', price: 30, archived: true },
        { slug: 'first', name: 'First', type: 'GiftCard', price: 10, customAmountMin: 5, customAmountMax: 250 },
      ],
    });
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.products?.map((p) => [p.slug, p.archived ?? false])).toEqual([
      ['second', true],
      ['first', false],
    ]);
    expect(exported?.products?.[1]).toMatchObject({ customAmountMin: 5, customAmountMax: 250 });
    await importStore(database.db, storeFileSchema.parse(exported));
    expect((await exportStore(database.db, file.slug))?.products).toEqual(exported?.products);
  });

  it('gives money back in decimals and discounts as the file wrote them', async () => {
    const file = oddAmounts();
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.products?.[0]).toMatchObject({
      price: 12.5,
      denominations: [{ id: 'a', price: 19.99, label: '$19.99' }],
      quantitySold: 3,
    });
    expect(exported?.discountCodes).toEqual([
      {
        code: 'FIVEOFF',
        status: 'Active',
        discountType: 'FIXED_AMOUNT',
        amount: 7.25,
        description: '$7.25 off',
        minimumQuantity: 2,
        oncePerEmail: false,
      },
      {
        code: 'HALFPCT',
        status: 'Active',
        discountType: 'Percent',
        amount: 12.5,
        minimumQuantity: 0,
        usageLimit: 10,
        validUntil: '2031-01-01T00:00:00.000Z',
        oncePerEmail: false,
      },
    ]);
    expect(exported?.giftCards).toEqual([
      { code: 'GF-ODD-0001-AAAA', balance: 33.33, isoCurrencyCode: 'USD', expiresOn: '2030-06-30', status: 'Active' },
    ]);
  });

  it('carries a code’s minimum order, once per email, batch and products through export and import (issue 25)', async () => {
    const file = storeFileFactory({
      discountCodes: [
        {
          code: 'SPAWELCOME',
          discountType: 'PERCENT',
          amount: 15,
          minimumOrderAmount: 60.5,
          oncePerEmail: true,
          batch: 'Spring newsletter',
          products: ['spa-day'],
        },
        { code: 'EVERYTHING', discountType: 'FIXED_AMOUNT', amount: 5 },
      ],
    });
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.discountCodes?.find((c) => c.code === 'SPAWELCOME')).toMatchObject({
      minimumOrderAmount: 60.5,
      oncePerEmail: true,
      batch: 'Spring newsletter',
      products: ['spa-day'],
    });
    const everything = exported?.discountCodes?.find((c) => c.code === 'EVERYTHING');
    expect(everything).toMatchObject({ oncePerEmail: false });
    expect(everything).not.toHaveProperty('products');
    expect(everything).not.toHaveProperty('minimumOrderAmount');

    // Imported again (the product ids are the store's, found by slug), the store is unchanged.
    await importStore(database.db, storeFileSchema.parse(exported));
    expect(await exportStore(database.db, file.slug)).toEqual(exported);
  });

  it('refuses a code naming a product the file does not have, by its path', () => {
    const result = storeFileSchema.safeParse({
      ...storeFileFactory(),
      discountCodes: [{ code: 'NOPE', discountType: 'PERCENT', amount: 10, products: ['classic', 'nope'] }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['discountCodes', 0, 'products', 1], message: 'no product "nope" in this file' }),
    ]);
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

  it('names voided and spent cards as the store file does, so the file imports again', async () => {
    const file = storeFileFactory({
      giftCards: [
        { code: 'GF-VOID-0001-AAAA', balance: 20, isoCurrencyCode: 'usd' },
        { code: 'GF-USED-0001-AAAA', balance: 0, isoCurrencyCode: 'usd' },
      ],
    });
    await importStore(database.db, file);
    await database.db
      .update(giftCards)
      .set({ status: 'Voided', voidedReason: 'Refunded' })
      .where(eq(giftCards.code, 'GF-VOID-0001-AAAA'));
    await database.db.update(giftCards).set({ status: 'Used' }).where(eq(giftCards.code, 'GF-USED-0001-AAAA'));

    const exported = await exportStore(database.db, file.slug);
    expect(Object.fromEntries(exported?.giftCards?.map((c) => [c.code, c.status]) ?? [])).toEqual({
      'GF-VOID-0001-AAAA': 'Inactive',
      'GF-USED-0001-AAAA': 'Redeemed',
    });
    expect(storeFileSchema.safeParse(exported).success).toBe(true);
  });

  it('names images by the /uploads/... paths the server serves', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const input = storeFileFactory();
    const [classic] = input.products;
    const filePath = writeStoreFile(dir, {
      ...input,
      products: [
        {
          ...classic,
          imageSrc: 'images/card.svg',
          images: [{ id: 'one', name: 'One', alt: 'A card', src: 'images/card.svg' }],
        },
      ],
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
