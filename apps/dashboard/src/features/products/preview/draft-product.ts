import type { AdminProduct } from '@giftfront/domain/admin/products';
import type { ProductWire } from '@giftfront/domain/product';
import type { ProductFormValues } from '../form/product-form-values';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * What the form holds now as product §3's product (the API's decimal shape), for the storefront's
 * preview page. Half-typed amounts are left out rather than sent broken.
 */
export function draftProduct(values: ProductFormValues, saved: AdminProduct | null): ProductWire {
  const images = [...(saved?.images ?? [])].sort((a, b) => a.order - b.order);
  const main = images.find((image) => image.isMain) ?? images[0] ?? null;
  return {
    id: saved?.id ?? 'draft',
    slug: values.slug || 'draft',
    name: values.name || 'Product name',
    type: values.type,
    description: values.description ?? '',
    details: values.details ?? '',
    terms: values.terms ?? '',
    imageSrc: main?.src ?? null,
    imageAlt: main?.alt ?? '',
    images: images.map((image, index) => ({
      id: image.id,
      name: `Design ${index + 1}`,
      alt: image.alt,
      src: image.src,
    })),
    price: positive(values.price) ? values.price : null,
    denominations: (values.denominations ?? [])
      .filter((d) => positive(d.price) && d.label?.trim())
      .map((d) => ({ id: d.id, price: d.price, label: d.label.trim() })),
    showQuantityLimit: Boolean(values.showQuantityLimit),
    quantityLimit: positive(values.quantityLimit) ? Math.trunc(values.quantityLimit) : null,
    quantitySold: saved?.quantitySold ?? 0,
    hideCustomGiftCardAmounts: Boolean(values.hideCustomGiftCardAmounts),
    isShippingEnabled: Boolean(values.isShippingEnabled),
    taxClassId: values.taxClassId ?? null,
    validityMonths: positive(values.validityMonths) ? Math.trunc(values.validityMonths) : null,
  };
}
