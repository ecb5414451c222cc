import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFileFactory } from '../../../test/factories.ts';
import { rowCounts } from '../../../test/store-files.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { discountCodes, giftCardLedger, giftCards, products } from '../../db/schema/index.ts';
import { exportStore } from './export-store.ts';
import { importStore } from './import-store.ts';
import { StoreImportConflict } from './live-data-conflicts.ts';

describe('importStore', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const withCard = (slug?: string) =>
    storeFileFactory({
      ...(slug ? { slug } : {}),
      discountCodes: [{ code: 'welcome10', discountType: 'PERCENT', amount: 10 }],
      giftCards: [{ code: 'GF-1234-5678-ABCD', balance: 75, isoCurrencyCode: 'USD' }],
    });

  it('changes nothing when the same file is imported twice', async () => {
    const file = withCard();
    await importStore(database.db, file);
    const exported = await exportStore(database.db, file.slug);
    const counts = await rowCounts(database.db);

    const second = await importStore(database.db, file);
    expect(second).toMatchObject({ created: false, giftCardsCreated: 0, giftCardsKept: 1 });
    expect(await exportStore(database.db, file.slug)).toEqual(exported);
    expect(await rowCounts(database.db)).toEqual(counts);
  });

  it('updates products matched by slug and removes those the file no longer lists', async () => {
    const file = storeFileFactory();
    await importStore(database.db, file);
    const [classic] = file.products;
    await importStore(database.db, { ...file, products: [{ ...classic!, name: 'Renamed Classic' }] });
    const exported = await exportStore(database.db, file.slug);
    expect(exported?.products?.map((p) => [p.slug, p.name])).toEqual([['classic', 'Renamed Classic']]);
  });

  it('never lowers quantitySold below what was already sold', async () => {
    const file = storeFileFactory({
      products: [
        {
          slug: 'limited',
          name: 'Limited',
          type: 'GiftCard',
          showQuantityLimit: true,
          quantityLimit: 50,
          quantitySold: 2,
          denominations: [{ id: 'd', price: 10, label: '$10' }],
        },
      ],
    });
    await importStore(database.db, file);
    const [product] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'limited'));
    await database.db.update(products).set({ quantitySold: 7 }).where(eq(products.id, product!.id)); // sales since the first import

    await importStore(database.db, file);
    const [after] = await database.db
      .select({ sold: products.quantitySold })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.sold).toBe(7);
  });

  it('keeps the live balance of a carried-over gift card on re-import', async () => {
    const file = withCard();
    await importStore(database.db, file);
    const [card] = await database.db.select().from(giftCards).where(eq(giftCards.code, 'GF-1234-5678-ABCD'));
    // A purchase spent 30 of the 75 imported.
    await database.db.update(giftCards).set({ balanceMinor: 4500 }).where(eq(giftCards.id, card!.id));
    await database.db.insert(giftCardLedger).values({ giftCardId: card!.id, kind: 'capture', amountMinor: -3000 });

    const summary = await importStore(database.db, file);
    expect(summary).toMatchObject({ giftCardsCreated: 0, giftCardsKept: 1 });
    const [after] = await database.db
      .select({ balance: giftCards.balanceMinor })
      .from(giftCards)
      .where(eq(giftCards.id, card!.id));
    expect(after!.balance).toBe(4500);
    const ledger = await database.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card!.id));
    expect(ledger.map((entry) => entry.amountMinor)).toEqual([7500, -3000]);
  });

  it('refuses a usage limit below the times a code was already used, changing nothing', async () => {
    const file = withCard();
    await importStore(database.db, file);
    await database.db.update(discountCodes).set({ timesUsed: 4 }).where(eq(discountCodes.code, 'WELCOME10'));
    const before = await exportStore(database.db, file.slug);

    const limited = {
      ...file,
      company: { name: 'Renamed' },
      discountCodes: [{ ...file.discountCodes[0]!, usageLimit: 3 }],
    };
    const refusal = await importStore(database.db, limited).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreImportConflict);
    expect((refusal as StoreImportConflict).problems).toEqual([
      'discountCodes[0].usageLimit: 3 is below the 4 times it was already used',
    ]);
    expect(await exportStore(database.db, file.slug)).toEqual(before);
  });
});
