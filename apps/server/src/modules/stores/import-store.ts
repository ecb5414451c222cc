import { and, eq, notInArray, sql } from 'drizzle-orm';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import { statusFromStoreFile } from '@giftfront/domain/gift-card-status';
import { percentToBasisPoints, toMinor } from '@giftfront/domain/money';
import type { StoreFile } from '@giftfront/domain/store-file';
import type { Database, Transaction } from '../../db/client.ts';
import { denominations, discountCodes, giftCardLedger, giftCards, productImages, products, stores } from '../../db/schema/index.ts';
import { isPercentType } from '@giftfront/domain/branding';
import { databaseMediaStorage } from '../media/media-repository.ts';
import type { PreparedImage } from '../media/prepare-image.ts';
import { liveDataConflicts, StoreImportConflict } from './live-data-conflicts.ts';

export interface ImportSummary {
  slug: string;
  created: boolean;
  products: number;
  discountCodes: number;
  giftCardsCreated: number;
  giftCardsKept: number;
}

/**
 * Creates or updates a whole store from a validated store file and its images, in one transaction.
 * Products are matched by slug and codes by code, so importing the same file twice changes
 * nothing. Live counters win over the file: quantitySold never goes down, and a carried-over
 * card that already exists keeps its balance (its ledger is the truth).
 */
export async function importStore(db: Database, file: StoreFile, images: PreparedImage[] = []): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const { slug, customEmbedScript, products: fileProducts, discountCodes: fileCodes, giftCards: fileCards, ...rest } = file;
    const settings = storeSettingsSchema.parse(rest);
    const currency = settings.currencyCode;
    const [existing] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).limit(1);
    let storeId: string;
    if (existing) {
      storeId = existing.id;
      const conflicts = await liveDataConflicts(tx, storeId, file);
      if (conflicts.length) throw new StoreImportConflict(conflicts);
      await tx
        .update(stores)
        .set({ status: settings.status, settings, customEmbedScript: customEmbedScript ?? null, updatedAt: sql`now()` })
        .where(eq(stores.id, storeId));
    } else {
      const [row] = await tx
        .insert(stores)
        .values({ slug, status: settings.status, settings, customEmbedScript: customEmbedScript ?? null })
        .returning({ id: stores.id });
      storeId = row!.id;
    }

    const media = databaseMediaStorage(tx);
    for (const image of images) await media.put(storeId, image);
    await importProducts(tx, storeId, currency, fileProducts);
    await importDiscountCodes(tx, storeId, currency, fileCodes);
    const cards = await importGiftCards(tx, storeId, fileCards);
    return {
      slug,
      created: !existing,
      products: fileProducts.length,
      discountCodes: fileCodes.length,
      giftCardsCreated: cards.created,
      giftCardsKept: cards.kept,
    };
  });
}

async function importProducts(tx: Transaction, storeId: string, currency: string, fileProducts: StoreFile['products']) {
  const slugs = fileProducts.map((p) => p.slug);
  // The file describes the whole catalogue: products it no longer lists are removed.
  await tx
    .delete(products)
    .where(slugs.length ? and(eq(products.storeId, storeId), notInArray(products.slug, slugs)) : eq(products.storeId, storeId));

  for (const [position, p] of fileProducts.entries()) {
    const values = {
      storeId,
      slug: p.slug,
      name: p.name,
      type: p.type,
      description: p.description,
      details: p.details,
      terms: p.terms,
      imageSrc: p.imageSrc ?? null,
      imageAlt: p.imageAlt,
      priceMinor: p.price == null ? null : toMinor(p.price, currency),
      showQuantityLimit: p.showQuantityLimit,
      quantityLimit: p.quantityLimit ?? null,
      quantitySold: p.quantitySold,
      hideCustomAmounts: p.hideCustomGiftCardAmounts,
      isShippingEnabled: p.isShippingEnabled,
      taxClassId: p.taxClassId ?? null,
      position,
    };
    const { quantitySold: _sold, storeId: _store, slug: _slug, ...updatable } = values;
    const [row] = await tx
      .insert(products)
      .values(values)
      .onConflictDoUpdate({
        target: [products.storeId, products.slug],
        set: { ...updatable, quantitySold: sql`greatest(${products.quantitySold}, excluded.quantity_sold)` },
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await tx.delete(denominations).where(eq(denominations.productId, productId));
    if (p.denominations.length)
      await tx.insert(denominations).values(
        p.denominations.map((d, i) => ({ productId, id: d.id, label: d.label, priceMinor: toMinor(d.price, currency), position: i })),
      );
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (p.images.length)
      await tx.insert(productImages).values(p.images.map((img, i) => ({ productId, ...img, position: i })));
  }
}

async function importDiscountCodes(tx: Transaction, storeId: string, currency: string, codes: StoreFile['discountCodes']) {
  for (const c of codes) {
    const values = {
      storeId,
      code: c.code.trim().toUpperCase(),
      status: c.status,
      discountType: c.discountType,
      value: isPercentType(c.discountType) ? percentToBasisPoints(c.amount) : toMinor(c.amount, currency),
      description: c.description ?? null,
      minimumQuantity: c.minimumQuantity,
      usageLimit: c.usageLimit ?? null,
      validFrom: c.validFrom ? new Date(c.validFrom) : null,
      validUntil: c.validUntil ? new Date(c.validUntil) : null,
    };
    const { storeId: _s, code: _c, ...updatable } = values;
    await tx.insert(discountCodes).values(values).onConflictDoUpdate({ target: [discountCodes.storeId, discountCodes.code], set: updatable });
  }
}

async function importGiftCards(tx: Transaction, storeId: string, cards: StoreFile['giftCards']) {
  let created = 0;
  let kept = 0;
  for (const card of cards) {
    const currency = card.isoCurrencyCode.toUpperCase();
    const balanceMinor = toMinor(card.balance, currency);
    const { status, voidedReason } = statusFromStoreFile(card.status);
    const [row] = await tx
      .insert(giftCards)
      .values({
        storeId,
        code: card.code.trim(),
        codeNormalized: normalizeGiftCardCode(card.code),
        currency,
        balanceMinor,
        initialMinor: balanceMinor,
        status,
        voidedReason,
        expiresOn: card.expiresOn ?? null,
        recipientEmail: card.recipientEmailAddress ?? null,
        source: 'import',
      })
      .onConflictDoUpdate({
        target: [giftCards.storeId, giftCards.codeNormalized],
        set: { status, voidedReason, expiresOn: card.expiresOn ?? null, recipientEmail: card.recipientEmailAddress ?? null },
      })
      .returning({ id: giftCards.id, inserted: sql<boolean>`(xmax = 0)` });
    if (row?.inserted) {
      created += 1;
      if (balanceMinor > 0)
        await tx.insert(giftCardLedger).values({ giftCardId: row.id, kind: 'import', amountMinor: balanceMinor, note: 'carried over from a store file' });
    } else kept += 1;
  }
  return { created, kept };
}
