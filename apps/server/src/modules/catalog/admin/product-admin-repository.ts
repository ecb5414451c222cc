import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductListItem,
  ProductFields,
  ProductStatus,
} from '@giftfront/domain/admin/products';
import type { ProductType } from '@giftfront/domain/product';
import { minorUnits, toMajor, toMinor } from '@giftfront/domain/money';
import type { Executor } from '../../../db/client.ts';
import { denominations, productImages, products } from '../../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

// Written with qualified names: drizzle leaves columns unqualified in a select list, where order_lines.id would shadow products.id.
const hasSalesSql = sql<boolean>`("products"."quantity_sold" > 0 or exists (select 1 from order_lines ol where ol.product_id = "products"."id"))`;
const statusOrder = sql`(${products.archivedAt} is not null)`;
const statusOf = (row: { archivedAt: Date | null }): ProductStatus => (row.archivedAt ? 'Archived' : 'Active');

/** The list: position order, archived last, with price range and main image. */
export async function listAdminProducts(
  db: Executor,
  storeId: string,
  currency: string,
  status?: ProductStatus,
): Promise<AdminProductListItem[]> {
  const byStatus =
    status === undefined
      ? undefined
      : status === 'Archived'
        ? isNotNull(products.archivedAt)
        : isNull(products.archivedAt);
  const rows = await db
    .select({
      product: products,
      hasSales: hasSalesSql,
      minMinor: sql<
        number | null
      >`(select min(d.price_minor) from denominations d where d.product_id = "products"."id")`,
      maxMinor: sql<
        number | null
      >`(select max(d.price_minor) from denominations d where d.product_id = "products"."id")`,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), byStatus))
    .orderBy(statusOrder, asc(products.position), asc(products.name));
  return rows.map(({ product: p, hasSales, minMinor, maxMinor }) => {
    const min = minMinor ?? p.priceMinor;
    const max = maxMinor ?? p.priceMinor;
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      type: p.type as ProductType,
      status: statusOf(p),
      position: p.position,
      priceRange:
        min === null || max === null
          ? null
          : { min: toMajor(minorUnits(Number(min)), currency), max: toMajor(minorUnits(Number(max)), currency) },
      mainImage: p.imageSrc ? { src: p.imageSrc, alt: p.imageAlt } : null,
      quantitySold: p.quantitySold,
      hasSales: Boolean(hasSales),
    };
  });
}

export async function findAdminProduct(
  db: Executor,
  storeId: string,
  currency: string,
  id: string,
): Promise<AdminProduct | null> {
  const [row] = await db
    .select({ product: products, hasSales: hasSalesSql })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id)))
    .limit(1);
  if (!row) return null;
  const [denoms, images] = await Promise.all([
    db
      .select()
      .from(denominations)
      .where(eq(denominations.productId, id))
      .orderBy(asc(denominations.position), asc(denominations.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return toAdminProduct(row.product, Boolean(row.hasSales), denoms, images, currency);
}

function toAdminProduct(
  p: ProductRow,
  hasSales: boolean,
  denoms: (typeof denominations.$inferSelect)[],
  images: ImageRow[],
  currency: string,
): AdminProduct {
  const major = (minor: number | null) => (minor === null ? null : toMajor(minorUnits(minor), currency));
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type as ProductType,
    status: statusOf(p),
    position: p.position,
    description: p.description,
    details: p.details,
    terms: p.terms,
    imageSrc: p.imageSrc,
    imageAlt: p.imageAlt,
    images: images.map((img, order) => ({
      id: img.id,
      name: img.name,
      alt: img.alt,
      src: img.src,
      order,
      isMain: img.src === p.imageSrc,
      variants: img.variants,
    })),
    price: major(p.priceMinor),
    denominations: denoms.map((d) => ({
      id: d.id,
      price: toMajor(minorUnits(d.priceMinor), currency),
      label: d.label,
    })),
    showQuantityLimit: p.showQuantityLimit,
    quantityLimit: p.quantityLimit,
    quantitySold: p.quantitySold,
    hideCustomGiftCardAmounts: p.hideCustomAmounts,
    customAmountMin: major(p.customAmountMinMinor),
    customAmountMax: major(p.customAmountMaxMinor),
    isShippingEnabled: p.isShippingEnabled,
    taxClassId: p.taxClassId,
    validityMonths: p.validityMonths,
    translations: p.translations ?? {},
    hasSales,
  };
}

/** The columns an edit writes. Never quantitySold: it is a live figure (stores/live-counters-read-model.ts). */
function editableColumns(fields: ProductFields, currency: string) {
  const minor = (major: number | null) => (major === null ? null : toMinor(major, currency));
  return {
    slug: fields.slug,
    name: fields.name,
    type: fields.type,
    description: fields.description,
    details: fields.details,
    terms: fields.terms,
    priceMinor: minor(fields.price),
    showQuantityLimit: fields.showQuantityLimit,
    quantityLimit: fields.quantityLimit,
    hideCustomAmounts: fields.hideCustomGiftCardAmounts,
    customAmountMinMinor: minor(fields.customAmountMin),
    customAmountMaxMinor: minor(fields.customAmountMax),
    isShippingEnabled: fields.isShippingEnabled,
    taxClassId: fields.taxClassId,
    validityMonths: fields.validityMonths,
    translations: fields.translations,
  };
}

async function replaceDenominations(tx: Executor, productId: string, fields: ProductFields, currency: string) {
  await tx.delete(denominations).where(eq(denominations.productId, productId));
  if (fields.denominations.length === 0) return;
  await tx.insert(denominations).values(
    fields.denominations.map((d, position) => ({
      productId,
      id: d.id,
      label: d.label,
      priceMinor: toMinor(d.price, currency),
      position,
    })),
  );
}

/** A new product, placed after every other. Returns its id. */
export async function insertProduct(
  tx: Executor,
  storeId: string,
  currency: string,
  fields: ProductFields,
): Promise<string> {
  const [{ id }] = (await tx
    .insert(products)
    .values({
      storeId,
      ...editableColumns(fields, currency),
      position: sql`(select coalesce(max(position), -1) + 1 from products where store_id = ${storeId})`,
    })
    .returning({ id: products.id })) as [{ id: string }];
  await replaceDenominations(tx, id, fields, currency);
  return id;
}

export async function updateProduct(
  tx: Executor,
  storeId: string,
  currency: string,
  id: string,
  fields: ProductFields,
): Promise<void> {
  await tx
    .update(products)
    .set(editableColumns(fields, currency))
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
  await replaceDenominations(tx, id, fields, currency);
}

export async function isSlugTaken(db: Executor, storeId: string, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function setArchived(tx: Executor, storeId: string, id: string, archived: boolean): Promise<void> {
  await tx
    .update(products)
    .set({ archivedAt: archived ? sql`coalesce(${products.archivedAt}, now())` : null })
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
}

export async function deleteProduct(tx: Executor, storeId: string, id: string): Promise<void> {
  await tx.delete(products).where(and(eq(products.storeId, storeId), eq(products.id, id)));
}

/** The store's product ids in their present order (archived too). */
export async function productOrder(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.position), asc(products.name));
  return rows.map((r) => r.id);
}

export async function saveProductOrder(tx: Executor, storeId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx
      .update(products)
      .set({ position })
      .where(and(eq(products.storeId, storeId), eq(products.id, id)));
}
