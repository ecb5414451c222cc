import { compactProductTranslations, compactStoreTranslations } from '@giftfront/domain/merchant-translations';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import { statusFromStoreFile } from '@giftfront/domain/gift-card-status';
import { percentToBasisPoints, toMinor } from '@giftfront/domain/money';
import type { StoreFile } from '@giftfront/domain/store-file';
import type { Executor, Transaction } from '../../db/client.ts';
import { isPercentType } from '@giftfront/domain/branding';
import { deleteProductsNotIn, replaceDenominations, replaceProductImages, upsertProduct } from '../catalog/index.ts';
import { upsertDiscountCode } from '../discounts/index.ts';
import { upsertImportedCard } from '../gift-cards/index.ts';
import { changeBalance } from '../ledger/index.ts';
import { databaseMediaStorage } from '../media/index.ts';
import type { PreparedImage } from '../media/index.ts';
import { liveDataConflicts, StoreImportConflict } from './live-data-conflicts.ts';
import { findStoreIdBySlug, insertStoreFromFile, updateStoreFromFile } from '../stores/index.ts';

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
export async function importStore(db: Executor, file: StoreFile, images: PreparedImage[] = []): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const {
      slug,
      customEmbedScript,
      products: fileProducts,
      discountCodes: fileCodes,
      giftCards: fileCards,
      ...rest
    } = file;
    const parsedSettings = storeSettingsSchema.parse(rest);
    const settings = { ...parsedSettings, translations: compactStoreTranslations(parsedSettings.translations) };
    const currency = settings.currencyCode;
    const existing = await findStoreIdBySlug(tx, slug);
    const storeValues = { status: settings.status, settings, customEmbedScript: customEmbedScript ?? null };
    let storeId: string;
    if (existing) {
      storeId = existing;
      const conflicts = await liveDataConflicts(tx, storeId, file);
      if (conflicts.length) throw new StoreImportConflict(conflicts);
      await updateStoreFromFile(tx, storeId, storeValues);
    } else {
      storeId = await insertStoreFromFile(tx, slug, storeValues);
    }

    const media = databaseMediaStorage(tx);
    for (const image of images) await media.put(storeId, image);
    const productIds = await importProducts(tx, storeId, currency, fileProducts);
    await importDiscountCodes(tx, storeId, currency, fileCodes, productIds);
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

/** Returns each product's id by its slug (a discount code names its products by slug). */
async function importProducts(
  tx: Transaction,
  storeId: string,
  currency: string,
  fileProducts: StoreFile['products'],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const slugs = fileProducts.map((p) => p.slug);
  // The file describes the whole catalogue: products it no longer lists are removed.
  await deleteProductsNotIn(tx, storeId, slugs);

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
      customAmountMinMinor: p.customAmountMin == null ? null : toMinor(p.customAmountMin, currency),
      customAmountMaxMinor: p.customAmountMax == null ? null : toMinor(p.customAmountMax, currency),
      isShippingEnabled: p.isShippingEnabled,
      taxClassId: p.taxClassId ?? null,
      validityMonths: p.validityMonths ?? null,
      translations: compactProductTranslations(p.translations),
      position,
      archivedAt: p.archived ? new Date() : null,
    };
    const productId = await upsertProduct(tx, values);
    ids.set(p.slug, productId);
    await replaceDenominations(
      tx,
      productId,
      p.denominations.map((d, i) => ({
        id: d.id,
        label: d.label,
        priceMinor: toMinor(d.price, currency),
        position: i,
      })),
    );
    // A store file carries no image files, so no resized copies either: a design's copies are made when it is uploaded.
    await replaceProductImages(
      tx,
      productId,
      p.images.map(({ id, name, alt, src }, i) => ({ id, name, alt, src, position: i })),
    );
  }
  return ids;
}

async function importDiscountCodes(
  tx: Transaction,
  storeId: string,
  currency: string,
  codes: StoreFile['discountCodes'],
  productIds: Map<string, string>,
) {
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
      minimumOrderMinor: c.minimumOrderAmount == null ? null : toMinor(c.minimumOrderAmount, currency),
      oncePerEmail: c.oncePerEmail,
      batch: c.batch ?? null,
      // The schema checked every slug names a product of the file.
      productIds: c.products?.length ? [...new Set(c.products.map((slug) => productIds.get(slug)!))] : null,
    };
    await upsertDiscountCode(tx, values);
  }
}

async function importGiftCards(tx: Transaction, storeId: string, cards: StoreFile['giftCards']) {
  let created = 0;
  let kept = 0;
  for (const card of cards) {
    const currency = card.isoCurrencyCode.toUpperCase();
    const balanceMinor = toMinor(card.balance, currency);
    const { status, voidedReason } = statusFromStoreFile(card.status, card.cardStock === true);
    const row = await upsertImportedCard(tx, {
      storeId,
      code: card.code.trim(),
      codeNormalized: normalizeGiftCardCode(card.code),
      currency,
      // The balance arrives through the ledger's one function, with its event (docs/decisions/0060).
      balanceMinor: 0,
      initialMinor: balanceMinor,
      status,
      voidedReason,
      expiresOn: card.expiresOn ?? null,
      recipientEmail: card.recipientEmailAddress ?? null,
      source: 'import',
    });
    if (row.inserted) {
      created += 1;
      if (balanceMinor > 0)
        await changeBalance(tx, {
          giftCardId: row.id,
          kind: 'import',
          amountMinor: balanceMinor,
          note: 'carried over from a store file',
        });
    } else kept += 1;
  }
  return { created, kept };
}
