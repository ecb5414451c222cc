import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, storeFileFactory } from '../../test/factories.ts';
import { captureOutput, rowCounts, tempDir, writeStoreFile } from '../../test/store-files.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { exportStore } from '../modules/store-file/export-store.ts';
import { exportCommand, formatStoreTable, importCommand, listCommand } from './store-commands.ts';

describe('store commands', () => {
  const config = testConfig({ DATA_DIR: tempDir() });
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('imports a file and prints a summary', async () => {
    const file = storeFileFactory({ giftCards: [{ code: 'GF-SUMMARY-0001', balance: 20, isoCurrencyCode: 'USD' }] });
    const io = captureOutput();
    expect(await importCommand(database.db, config, writeStoreFile(tempDir(), file), io)).toBe(0);
    expect(io.stdout()).toContain(`Created store "${file.slug}" (Test Gifts, Active)`);
    expect(io.stdout()).toContain('2 products, 0 discount codes');
    expect(io.stdout()).toContain('1 carried-over gift card: 1 new, 0 already present');
    expect(io.stdout()).toContain(`open http://${file.slug}.localhost:3000`);
  });

  it('refuses a file with several problems whole, lists them all and writes nothing', async () => {
    const existing = await createStore(database.db);
    const before = await exportStore(database.db, existing.slug);
    const counts = await rowCounts(database.db);
    const broken = {
      ...storeFileFactory({ slug: existing.slug }),
      currencyCode: 'dollars',
      products: [
        { slug: 'fine', name: 'Renamed', type: 'GiftCard' },
        { slug: 'two', name: 'Two', type: 'Voucher' },
        { slug: 'three', name: 'Three', type: 'GiftCard', denominations: [{ id: 'd', price: '25', label: '$25' }] },
      ],
    };
    const io = captureOutput();
    expect(await importCommand(database.db, config, writeStoreFile(tempDir(), broken, 'broken.json'), io)).toBe(1);
    expect(io.stderr()).toContain('broken.json is not a valid store file');
    expect(io.stderr()).toContain('  currencyCode: Enter a three-letter currency code, such as USD.');
    expect(io.stderr()).toContain('  products[2].denominations[0].price: Enter an amount.');
    expect(io.stderr()).toContain('Nothing was imported.');
    expect(io.stdout()).toBe('');
    expect(await exportStore(database.db, existing.slug)).toEqual(before);
    expect(await rowCounts(database.db)).toEqual(counts);
  });

  it('refuses a limit below what was already sold, naming it, and writes nothing', async () => {
    const store = await createStore(database.db, {
      products: [
        {
          slug: 'few',
          name: 'Few',
          type: 'GiftCard',
          showQuantityLimit: true,
          quantityLimit: 10,
          quantitySold: 8,
          denominations: [{ id: 'd', price: 5, label: '$5' }],
        },
      ],
    });
    const before = await exportStore(database.db, store.slug);
    const lowered = {
      ...store,
      company: { name: 'Renamed' },
      products: [{ ...store.products[0]!, quantityLimit: 5, quantitySold: 0 }],
    };
    const io = captureOutput();
    expect(await importCommand(database.db, config, writeStoreFile(tempDir(), lowered), io)).toBe(1);
    expect(io.stderr()).toContain('  products[0].quantityLimit: 5 is below the 8 already sold');
    expect(io.stderr()).toContain('Nothing was imported.');
    expect(await exportStore(database.db, store.slug)).toEqual(before);
  });

  it('exports a store as JSON that re-imports to the same store', async () => {
    const store = await createStore(database.db);
    const io = captureOutput();
    expect(await exportCommand(database.db, store.slug, io)).toBe(0);
    const printed = JSON.parse(io.stdout());
    expect(printed.slug).toBe(store.slug);
    const again = captureOutput();
    expect(await importCommand(database.db, config, writeStoreFile(tempDir(), printed), again)).toBe(0);
    expect(again.stdout()).toContain(`Updated store "${store.slug}"`);
    expect(await exportStore(database.db, store.slug)).toEqual(printed);
  });

  it('says which stores exist when exporting an unknown one', async () => {
    const store = await createStore(database.db);
    const io = captureOutput();
    expect(await exportCommand(database.db, 'nowhere', io)).toBe(1);
    expect(io.stderr()).toMatch(/^No store "nowhere"\. Stores: .*/);
    expect(io.stderr()).toContain(store.slug);
  });

  it('lists slug, name, status and product count of every store', async () => {
    const closed = await createStore(database.db, {
      status: 'Inactive',
      company: { name: 'Closed Shop' },
      products: [],
    });
    const io = captureOutput();
    expect(await listCommand(database.db, io)).toBe(0);
    const lines = io.stdout().split('\n');
    expect(lines[0]).toMatch(/^SLUG +NAME +STATUS +PRODUCTS$/);
    expect(lines.find((line) => line.startsWith(closed.slug))).toMatch(
      new RegExp(`^${closed.slug} +Closed Shop +Inactive +0$`),
    );
  });
});

describe('formatStoreTable', () => {
  it('aligns the columns to the longest cell', () => {
    const table = formatStoreTable([
      { slug: 'demo', name: 'Northwind Gifts', status: 'Active', productCount: 11 },
      { slug: 'a', name: 'A', status: 'Inactive', productCount: 0 },
    ]);
    expect(table.split('\n')).toEqual([
      'SLUG  NAME             STATUS    PRODUCTS',
      'demo  Northwind Gifts  Active    11',
      'a     A                Inactive  0',
    ]);
  });
});
