import type { Product } from '@giftfront/domain/product';
import { productPath } from '@giftfront/domain/product-rules';

/**
 * product §2: a listing that loads exactly one product, with no category given, goes straight to
 * that product (history replaced). Home goes by type; the voucher listing "does the same" for
 * its one voucher, to /voucher/{slug}.
 */
export function singleProductRedirect(products: Product[], params: URLSearchParams): string | null {
  return products.length === 1 && !params.get('category') ? productPath(products[0]!) : null;
}

export function singleVoucherRedirect(products: Product[], params: URLSearchParams): string | null {
  return products.length === 1 && !params.get('category') ? `/voucher/${products[0]!.slug}` : null;
}
