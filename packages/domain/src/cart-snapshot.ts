import type { CartProduct, Theme } from './cart.ts';
import type { Product, ProductImage } from './product.ts';

// What a cart line keeps of the catalogue. Type imports only: the product pages stay free of zod.

/** The product as a cart line remembers it (product §3 Cart item). */
export function cartProductOf(product: Product): CartProduct {
  const { id, slug, name, type, imageSrc, imageAlt, isShippingEnabled, taxClassId } = product;
  return { id, slug, name, type, imageSrc, imageAlt, isShippingEnabled, taxClassId };
}

/** A product image chosen as the line's design. */
export const themeOf = (image: ProductImage): Theme => ({
  id: image.id,
  name: image.name,
  src: image.src,
  alt: image.alt,
});
