import type { ImageVariant, ProductImage } from './product.ts';

/**
 * How wide the storefront shows a product's image, as `sizes` says it: the browser picks the
 * variant (srcset) from it, and the server's preload of the page's lead image must say the same.
 * Card: the listing grid (one column, two from 640 px, three in a 72rem frame from 1024 px).
 * Hero: the product page's artwork (full width, half of a 80rem frame from 768 px).
 * Thumbnail: a design to pick or a gallery's thumbnail, a quarter of the hero's column at most.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw',
  hero: '(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw',
  thumbnail: '10rem',
} as const;
export type ImageSizes = keyof typeof IMAGE_SIZES;

/** The srcset of an image's resized copies, or undefined when it has none (an SVG, or a design of an older version). */
export function srcSetOf(variants: readonly ImageVariant[] | null | undefined): string | undefined {
  if (!variants?.length) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.src} ${variant.width}w`)
    .join(', ');
}

/** The copies of the image at `src` among a product's designs (the main image is one of them). */
export function variantsOf(
  images: readonly ProductImage[],
  src: string | null | undefined,
): ImageVariant[] | undefined {
  return src ? images.find((image) => image.src === src)?.variants : undefined;
}
