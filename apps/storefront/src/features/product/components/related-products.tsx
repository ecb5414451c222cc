import { Link } from '@/lib/router';
import { ArrowRight } from 'lucide-react';
import { productPath } from '@giftfront/domain/product-rules';
import { ProductImage } from '@/components/product-image';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import type { PriceFormatter } from '@/lib/money-format';
import { productPriceLabel } from '@/entities/product/product-price';
import { useProducts } from '@/entities/product/products-api';
import { PriceText } from '@/components/price-text';
import { IMAGE_SIZES, srcSetOf, variantsOf } from '@giftfront/domain/product-images';
import { Trans, useLingui } from '@lingui/react/macro';

const RELATED_LIMIT = 4;

/** 'You may also like': up to 4 other products of the store (docs/storefront.md: product §2 leaves the section empty). */
export function RelatedProducts({ currentId, format }: { currentId: string; format: PriceFormatter }) {
  const embedded = useEmbedMode();
  const { t, i18n } = useLingui();
  const { data } = useProducts('');
  const others = (data ?? []).filter((product) => product.id !== currentId).slice(0, RELATED_LIMIT);
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      data-testid="related-products"
      className="border-t border-gray-200 pt-12"
    >
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        <Trans>You may also like</Trans>
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {others.map((product) => {
          const productName = product.name;
          return (
            <li key={product.id} className="flex flex-col" data-testid="related-product">
              <ProductImage
                src={product.imageSrc}
                srcSet={srcSetOf(variantsOf(product.images, product.imageSrc))}
                sizes={IMAGE_SIZES.card}
                alt={product.imageAlt || product.name}
                className="aspect-[8/5] w-full rounded-xl bg-gray-100"
              />
              <h3 className="mt-3 line-clamp-2 text-sm font-semibold text-gray-900">{product.name}</h3>
              <PriceText
                weight="normal"
                className="mt-1 block text-sm"
                text={productPriceLabel(product, format, i18n)}
              />
              <Link
                to={withEmbed(productPath(product), embedded)}
                className="mt-2 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-primary-ink hover:underline"
                aria-label={t`View details of ${productName}`}
              >
                <Trans>View details</Trans>
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
