import { Link } from '@/lib/router';
import type { Product } from '@giftfront/domain/product';
import { IMAGE_SIZES, srcSetOf, variantsOf } from '@giftfront/domain/product-images';
import { availability, productPath } from '@giftfront/domain/product-rules';
import { AvailabilityBadge } from '@/components/availability-badge';
import { ProductImage } from '@/components/product-image';
import { withEmbed } from '@/lib/embed-mode';
import type { PriceFormatter } from '@/lib/money-format';
import { productPriceLabel } from '@/entities/product/product-price';
import { PriceText } from '@/components/price-text';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';

/** A listing card: the whole card links to /gift-card/{slug} or /voucher/{slug} by type. */
export function ProductCard({
  product,
  format,
  showType,
  embedded,
  priority = false,
}: {
  product: Product;
  format: PriceFormatter;
  showType: boolean;
  embedded: boolean;
  /** The first row loads at once; the rest when scrolled near. */
  priority?: boolean;
}) {
  const available = availability(product);
  const { i18n } = useLingui();
  return (
    <article
      data-testid="product-card"
      data-slug={product.slug}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition duration-200 focus-within:ring-2 focus-within:ring-primary-ink focus-within:ring-offset-2 hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[8/5] overflow-hidden bg-gray-100">
        <ProductImage
          src={product.imageSrc}
          srcSet={srcSetOf(variantsOf(product.images, product.imageSrc))}
          sizes={IMAGE_SIZES.card}
          alt={product.imageAlt || product.name}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        {showType && (
          <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase" data-testid="product-card-type">
            {product.type === 'Voucher' ? <Trans>Voucher</Trans> : <Trans>Gift card</Trans>}
          </p>
        )}
        <h2 className="line-clamp-2 text-base font-semibold text-gray-900">
          <Link
            to={withEmbed(productPath(product), embedded)}
            className="focus:outline-none"
            data-testid="product-card-link"
          >
            <span aria-hidden="true" className="absolute inset-0" />
            {product.name}
          </Link>
        </h2>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <PriceText testId="product-card-price" className="text-sm" text={productPriceLabel(product, format, i18n)} />
          <AvailabilityBadge available={available} />
        </div>
      </div>
    </article>
  );
}
