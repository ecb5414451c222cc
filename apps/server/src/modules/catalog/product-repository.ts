import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductType } from '@giftfront/domain/product';
import { toMajor } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { products, stores } from '../../db/schema/index.ts';

interface DenominationRow {
  id: string;
  price_minor: number;
  label: string;
}
interface ImageRow {
  id: string;
  name: string;
  alt: string;
  src: string;
  variants: { width: number; src: string }[] | null;
}

/** Products with their denominations and images in one round trip. */
const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  description: products.description,
  details: products.details,
  terms: products.terms,
  imageSrc: products.imageSrc,
  imageAlt: products.imageAlt,
  priceMinor: products.priceMinor,
  showQuantityLimit: products.showQuantityLimit,
  quantityLimit: products.quantityLimit,
  quantitySold: products.quantitySold,
  hideCustomAmounts: products.hideCustomAmounts,
  customAmountMinMinor: products.customAmountMinMinor,
  customAmountMaxMinor: products.customAmountMaxMinor,
  isShippingEnabled: products.isShippingEnabled,
  taxClassId: products.taxClassId,
  validityMonths: products.validityMonths,
  denominations: sql<DenominationRow[]>`coalesce((
      select json_agg(json_build_object('id', d.id, 'price_minor', d.price_minor, 'label', d.label) order by d.position, d.id)
      from denominations d where d.product_id = "products"."id"), '[]'::json)`,
  images: sql<ImageRow[]>`coalesce((
      select json_agg(json_build_object('id', i.id, 'name', i.name, 'alt', i.alt, 'src', i.src, 'variants', i.variants) order by i.position, i.id)
      from product_images i where i.product_id = "products"."id"), '[]'::json)`,
};

type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K] extends SQL<infer T> ? T : unknown;
};

function toProduct(row: Record<string, unknown>, currency: string): Product {
  const r = row as unknown as ProductRow & {
    id: string;
    slug: string;
    name: string;
    type: ProductType;
    description: string;
    details: string;
    terms: string;
    imageSrc: string | null;
    imageAlt: string;
    priceMinor: number | null;
    showQuantityLimit: boolean;
    quantityLimit: number | null;
    quantitySold: number;
    hideCustomAmounts: boolean;
    isShippingEnabled: boolean;
    taxClassId: string | null;
    customAmountMinMinor: number | null;
    customAmountMaxMinor: number | null;
    validityMonths: number | null;
  };
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    description: r.description,
    details: r.details,
    terms: r.terms,
    imageSrc: r.imageSrc,
    imageAlt: r.imageAlt,
    images: r.images.map(({ id, name, alt, src, variants }) => ({
      id,
      name,
      alt,
      src,
      ...(variants?.length ? { variants: variants.map(({ width, src: copy }) => ({ width, src: copy })) } : {}),
    })),
    price: r.priceMinor === null ? null : toMajor(r.priceMinor, currency),
    denominations: r.denominations.map((d) => ({ id: d.id, label: d.label, price: toMajor(d.price_minor, currency) })),
    showQuantityLimit: r.showQuantityLimit,
    quantityLimit: r.quantityLimit,
    quantitySold: r.quantitySold,
    hideCustomGiftCardAmounts: r.hideCustomAmounts,
    customAmountMin: r.customAmountMinMinor === null ? null : toMajor(r.customAmountMinMinor, currency),
    customAmountMax: r.customAmountMaxMinor === null ? null : toMajor(r.customAmountMaxMinor, currency),
    isShippingEnabled: r.isShippingEnabled,
    taxClassId: r.taxClassId,
    validityMonths: r.validityMonths,
  };
}

/** The store's catalogue version: triggers raise it with every change a shopper would see (decision 0040). */
export async function catalogVersion(db: Executor, storeId: string): Promise<number> {
  const [row] = await db.select({ version: stores.catalogVersion }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.version ?? 0;
}

/** The storefront's products: on sale (not archived), in the store's order (the 'popular' sort). */
export async function listProducts(
  db: Executor,
  storeId: string,
  currency: string,
  type: ProductType | '',
): Promise<Product[]> {
  const where = and(
    eq(products.storeId, storeId),
    isNull(products.archivedAt),
    type ? eq(products.type, type) : undefined,
  );
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.name));
  return rows.map((row) => toProduct(row, currency));
}

/** A product as a store file keeps it: archived ones too, with their own custom amount bounds. */
export interface StoredProduct extends Product {
  archived: boolean;
  customAmountMin: number | null;
  customAmountMax: number | null;
}

/** Every product of the store, archived too, in the store's order (the store export). */
export async function listStoredProducts(db: Executor, storeId: string, currency: string): Promise<StoredProduct[]> {
  const rows = await db
    .select({ ...productColumns, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.position), asc(products.name));
  return rows.map(({ archivedAt, ...row }) => {
    const product = toProduct(row, currency);
    return {
      ...product,
      customAmountMin: product.customAmountMin ?? null,
      customAmountMax: product.customAmountMax ?? null,
      archived: archivedAt !== null,
    };
  });
}

export async function findProduct(
  db: Executor,
  storeId: string,
  currency: string,
  by: { slug: string } | { id: string },
): Promise<Product | null> {
  const match = 'slug' in by ? eq(products.slug, by.slug) : eq(products.id, by.id);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.archivedAt), match))
    .limit(1);
  return row ? toProduct(row, currency) : null;
}

/**
 * Counts `quantity` more units of a product as sold, only within its quantity limit (none, or
 * zero or below, means no limit). False when that many are no longer left.
 */
export async function countSold(db: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ quantitySold: sql`${products.quantitySold} + ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        or(
          isNull(products.quantityLimit),
          lte(products.quantityLimit, 0),
          gte(products.quantityLimit, sql`${products.quantitySold} + ${quantity}`),
        ),
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}
