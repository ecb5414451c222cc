import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  storeFileDiscountCodeSchema,
  storeFileGiftCardSchema,
  storeFileProductSchema,
  storeFileSchema,
  type StoreFile,
} from '@giftfront/domain/store-file';
import { tempDir, writeStoreFile } from '../../../test/store-files.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { exportStore } from './export-store.ts';
import { importStore } from './import-store.ts';
import { listStores } from '../stores/index.ts';
import { loadStoreFile } from './load-store-file.ts';

/** The stores shipped in stores/ are what a fresh `npm start` shows: they must stay complete. */
describe('the shipped stores', () => {
  const storesDir = testConfig().STORES_DIR;
  const load = async (name: string): Promise<StoreFile> => (await loadStoreFile(path.join(storesDir, name))).file;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('all three load and import', async () => {
    for (const name of ['demo.json', 'demo-split.json', 'closed.json']) {
      const { file, images } = await loadStoreFile(path.join(storesDir, name));
      await importStore(database.db, file, images);
    }
    expect(await listStores(database.db)).toEqual([
      { slug: 'closed', name: 'Old Mill Bakery', status: 'Inactive', productCount: 1 },
      { slug: 'demo', name: 'Northwind Gifts', status: 'Active', productCount: 11 },
      { slug: 'demo-split', name: 'Juniper & Co.', status: 'Active', productCount: 3 },
    ]);
  });

  it('demo has the catalogue a shopper explores', async () => {
    const demo = await load('demo.json');
    const ofType = (type: string) => demo.products.filter((p) => p.type === type);
    expect(ofType('GiftCard').length).toBeGreaterThanOrEqual(6);
    expect(ofType('Voucher').length).toBeGreaterThanOrEqual(4);
    expect(demo.products.filter((p) => p.denominations.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(demo.products.filter((p) => p.images.length > 1).length).toBeGreaterThanOrEqual(3);
    const limited = demo.products.filter((p) => p.showQuantityLimit);
    expect(limited.some((p) => p.quantityLimit! - p.quantitySold <= 2)).toBe(true);
    expect(
      demo.products.every(
        (p) =>
          p.imageSrc?.startsWith('/uploads/demo/') &&
          p.imageAlt &&
          p.details.startsWith('<') &&
          p.terms.startsWith('<'),
      ),
    ).toBe(true);
  });

  it('demo has a fee, every kind of delivery, discount codes, sandbox payment and page texts', async () => {
    const demo = await load('demo.json');
    expect(demo.status).toBe('Active');
    expect(demo.shouldChargeFees && demo.fees.length > 0).toBe(true);
    expect(demo.shippingOptions.map((o) => o.deliveryMethod)).toEqual(
      expect.arrayContaining(['Email', 'Postal', 'Collection']),
    );
    expect(demo.shippingOptions.some((o) => o.showForCountryCodes?.length)).toBe(true);
    expect(demo.discountCodes.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'BUNDLE15']));
    expect(demo.payment.provider).toBe('sandbox');
    expect(demo.pageText.cart && demo.pageText.checkout && demo.pageText.confirmation).toBeTruthy();
  });

  it('demo carries over the gift card the README names', async () => {
    await importStore(database.db, await load('demo.json'));
    const demo = await exportStore(database.db, 'demo');
    expect(demo?.giftCards).toContainEqual(
      expect.objectContaining({ code: 'GFDEMO-2468-1357-ABCD', balance: 75, status: 'Active' }),
    );
  });

  it('demo-split splits navigation, hides the balance check and sells exactly one voucher', async () => {
    const split = await load('demo-split.json');
    expect(split.shouldSplitGiftCardsAndVouchersNavigation).toBe(true);
    expect(split.hideCheckBalance).toBe(true);
    expect(split.products.filter((p) => p.type === 'Voucher')).toHaveLength(1);
    expect(split.products.filter((p) => p.type === 'GiftCard').length).toBeGreaterThan(1);
  });

  it('closed is inactive', async () => {
    expect((await load('closed.json')).status).toBe('Inactive');
  });

  it('include the complete example of docs/store-file.md, which uses every field and imports', async () => {
    const doc = fs.readFileSync(path.join(testConfig().repoRoot, 'docs/store-file.md'), 'utf8');
    const example = JSON.parse(/## A complete example[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)![1]!);
    const keysOf = (items: object[]) => new Set(items.flatMap((item) => Object.keys(item)));
    expect(Object.keys(example).sort()).toEqual(Object.keys(storeFileSchema.shape).sort());
    expect([...keysOf(example.products)].sort()).toEqual(Object.keys(storeFileProductSchema.shape).sort());
    expect([...keysOf(example.discountCodes)].sort()).toEqual(Object.keys(storeFileDiscountCodeSchema.shape).sort());
    expect([...keysOf(example.giftCards)].sort()).toEqual(Object.keys(storeFileGiftCardSchema.shape).sort());

    // Saved beside the shipped images, as the page says.
    const dir = tempDir();
    fs.symlinkSync(path.join(storesDir, 'images'), path.join(dir, 'images'));
    const { file, images } = await loadStoreFile(writeStoreFile(dir, example, 'acme.json'));
    await importStore(database.db, file, images);
    expect((await listStores(database.db)).find((s) => s.slug === 'acme')).toEqual({
      slug: 'acme',
      name: 'Acme Outfitters',
      status: 'Active',
      productCount: 2,
    });
  });
});
