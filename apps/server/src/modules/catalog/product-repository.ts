import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductWire, ProductType } from '@giftfront/domain/product';
import { localizeProduct, type ProductTranslations } from '@giftfront/domain/merchant-translations';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { products } from '../../db/schema/index.ts';

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
  translations: products.translations,
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

/** The product as a shopper in `language` reads it (decision 0165): the texts given in that language, else the default's. */
function toProduct(row: Record<string, unknown>, currency: string, language: string): ProductWire {
  const { translations } = row as { translations: ProductTranslations | null };
  return localizeProduct(toDefaultProduct(row, currency), translations, language);
}

function toDefaultProduct(row: Record<string, unknown>, currency: string): ProductWire {
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
    price: r.priceMinor === null ? null : toMajor(minorUnits(r.priceMinor), currency),
    denominations: r.denominations.map((d) => ({
      id: d.id,
      label: d.label,
      price: toMajor(minorUnits(d.price_minor), currency),
    })),
    showQuantityLimit: r.showQuantityLimit,
    quantityLimit: r.quantityLimit,
    quantitySold: r.quantitySold,
    hideCustomGiftCardAmounts: r.hideCustomAmounts,
    customAmountMin: r.customAmountMinMinor === null ? null : toMajor(minorUnits(r.customAmountMinMinor), currency),
    customAmountMax: r.customAmountMaxMinor === null ? null : toMajor(minorUnits(r.customAmountMaxMinor), currency),
    isShippingEnabled: r.isShippingEnabled,
    taxClassId: r.taxClassId,
    validityMonths: r.validityMonths,
  };
}

/** The storefront's products: on sale (not archived), in the store's order (the 'popular' sort). */
export async function listProducts(
  db: Executor,
  storeId: string,
  currency: string,
  type: ProductType | '',
  language: string,
): Promise<ProductWire[]> {
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
  return rows.map((row) => toProduct(row, currency, language));
}

/** A product as a store file keeps it: archived ones too, with their own custom amount bounds. */
export interface StoredProduct extends ProductWire {
  archived: boolean;
  customAmountMin: number | null;
  customAmountMax: number | null;
  /** The texts in the store's further languages, as stored (decision 0165). */
  translations: ProductTranslations;
}

/** The names of those of these ids that are products of the store (archived too): a discount code's chosen products. */
export async function storeProductNames(
  db: Executor,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, uuids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every product of the store, archived too, in the store's order (the store export). */
export async function listStoredProducts(db: Executor, storeId: string, currency: string): Promise<StoredProduct[]> {
  const rows = await db
    .select({ ...productColumns, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.position), asc(products.name));
  return rows.map(({ archivedAt, ...row }) => {
    const product = toDefaultProduct(row, currency);
    return {
      ...product,
      translations: row.translations ?? {},
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
  language: string,
): Promise<ProductWire | null> {
  const match = 'slug' in by ? eq(products.slug, by.slug) : eq(products.id, by.id);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.archivedAt), match))
    .limit(1);
  return row ? toProduct(row, currency, language) : null;
}

/**
 * Counts `quantity` more units of a product as sold, only within its quantity limit (none, or
 * zero or below, means no limit). False when that many are no longer left.
 */
const countSoldQuery = compiledQuery('count_sold', (db) => {
  const quantity = sql`${sql.placeholder('quantity')}::int`;
  return db
    .update(products)
    .set({ quantitySold: sql`${products.quantitySold} + ${quantity}` })
    .where(
      and(
        eq(products.id, sql.placeholder('productId')),
        or(
          isNull(products.quantityLimit),
          lte(products.quantityLimit, 0),
          gte(products.quantityLimit, sql`${products.quantitySold} + ${quantity}`),
        ),
      ),
    )
    .returning({ id: products.id });
});

export async function countSold(db: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await countSoldQuery(db, { productId, quantity });
  return rows.length > 0;
}

/** The store's products whose tax class is not one of `taxClassIds`, by position. */
export async function productsOutsideTaxClasses(
  db: Executor,
  storeId: string,
  taxClassIds: string[],
): Promise<{ name: string; taxClassId: string }[]> {
  const rows = await db
    .select({ name: products.name, taxClassId: products.taxClassId })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        isNotNull(products.taxClassId),
        taxClassIds.length ? notInArray(products.taxClassId, taxClassIds) : undefined,
      ),
    )
    .orderBy(asc(products.position));
  return rows.map((row) => ({ name: row.name, taxClassId: row.taxClassId! }));
}
