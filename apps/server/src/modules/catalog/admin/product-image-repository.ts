import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductImageVariant } from '@giftfront/domain/admin/products';
import type { Executor } from '../../../db/client.ts';
import { productImages, products } from '../../../db/schema/index.ts';

export interface NewProductImage {
  id: string;
  name: string;
  alt: string;
  src: string;
  variants: ProductImageVariant[];
}

export type StoredProductImage = typeof productImages.$inferSelect;

export async function listProductImages(db: Executor, productId: string): Promise<StoredProductImage[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Adds an image after the product's others. */
export async function insertProductImage(tx: Executor, productId: string, image: NewProductImage): Promise<void> {
  await tx.insert(productImages).values({
    productId,
    ...image,
    position: sql`(select coalesce(max(position), -1) + 1 from product_images where product_id = ${productId})`,
  });
}

/** A design's alt text and the name shoppers read; either may be left as it is. */
export async function updateProductImageText(
  tx: Executor,
  productId: string,
  imageId: string,
  { alt, name }: { alt?: string; name?: string },
): Promise<void> {
  await tx
    .update(productImages)
    .set({ ...(alt === undefined ? {} : { alt }), ...(name === undefined ? {} : { name }) })
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
}

/** Writes the images' positions in the order given (ids of this product's images). */
export async function saveProductImageOrder(tx: Executor, productId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx
      .update(productImages)
      .set({ position })
      .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
}

export async function deleteProductImage(tx: Executor, productId: string, imageId: string): Promise<void> {
  await tx.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
}

/** The main image is product §3's imageSrc/imageAlt of the product; null clears it. */
export async function setMainProductImage(
  tx: Executor,
  storeId: string,
  productId: string,
  image: { src: string; alt: string } | null,
): Promise<void> {
  await tx
    .update(products)
    .set({ imageSrc: image?.src ?? null, imageAlt: image?.alt ?? '' })
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)));
}

/** A duplicate's designs: the same stored files, in the same order, with the same main image. */
export async function copyProductImages(tx: Executor, storeId: string, fromId: string, toId: string): Promise<void> {
  const images = await listProductImages(tx, fromId);
  if (images.length) await tx.insert(productImages).values(images.map((image) => ({ ...image, productId: toId })));
  const [source] = await tx
    .select({ src: products.imageSrc, alt: products.imageAlt })
    .from(products)
    .where(eq(products.id, fromId));
  if (source?.src) await setMainProductImage(tx, storeId, toId, { src: source.src, alt: source.alt });
}
