import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageVariant } from '@giftfront/domain/admin/products';
import { invalid } from '../../../lib/domain-errors.ts';
import { hasRasterSignature } from '../../media/index.ts';
import { ImageProblem, prepareImage, type PreparedImage } from '../../media/index.ts';

const RASTER_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The type the bytes are (not what the file is called): PNG, JPEG, WebP, or text holding an <svg>. */
function sniffImageType(bytes: Buffer): { extension: string; raster: boolean } | null {
  for (const [type, extension] of Object.entries(RASTER_TYPES))
    if (hasRasterSignature(type, bytes)) return { extension, raster: true };
  if (/<svg[\s>]/i.test(bytes.subarray(0, 64 * 1024).toString('utf8'))) return { extension: 'svg', raster: false };
  return null;
}

export interface ProductImageFiles {
  original: PreparedImage;
  variants: { width: number; image: PreparedImage }[];
}

/**
 * An uploaded design made ready to store under products/<product>/<image>: its type read from
 * its bytes, an SVG sanitized (media/prepare-image.ts), a raster image resized to the widths the
 * storefront shows, as WebP, never enlarged (docs/decisions/0022-product-images-and-rich-text.md).
 */
export async function prepareProductImage(
  productId: string,
  imageId: string,
  bytes: Buffer,
): Promise<ProductImageFiles> {
  const kind = sniffImageType(bytes);
  if (!kind) throw invalid('file: the image must be a PNG, JPEG, WebP or SVG file');
  const base = `products/${productId}/${imageId}`;
  let original: PreparedImage;
  try {
    original = await prepareImage(`${base}.${kind.extension}`, bytes);
  } catch (error) {
    if (error instanceof ImageProblem) throw invalid(`file: ${error.message.replace(/: products\/.*$/, '')}`);
    throw error;
  }
  if (!kind.raster) return { original, variants: [] };
  let width: number;
  try {
    width = (await sharp(bytes).metadata()).width ?? 0;
  } catch {
    throw invalid('file: the image could not be read (is it damaged?)');
  }
  const widths: number[] = PRODUCT_IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < PRODUCT_IMAGE_WIDTHS.length)
    widths.push(Math.min(width, PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!));
  const variants = await Promise.all(
    [...new Set(widths)].map(async (w) => {
      const resized = await sharp(bytes)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { width: w, image: await prepareImage(`${base}-${w}.webp`, resized) };
    }),
  );
  return { original, variants };
}

export function describeVariants(files: ProductImageFiles, srcOf: (name: string) => string): ProductImageVariant[] {
  return files.variants.map(({ width, image }) => ({ width, src: srcOf(image.name), contentType: image.contentType }));
}
