import { useParams } from '@/lib/router';
import { useFormatPrice } from '@/entities/store/store-settings';
import { BackToGiftCards } from './components/back-link';
import { GiftCardView } from './components/gift-card-view';
import { ProductGate } from './components/product-gate';
import { RelatedProducts } from './components/related-products';
import { useLingui } from '@lingui/react/macro';

/** product §2 /gift-card/{slug}. */
export function GiftCardPage() {
  const { slug } = useParams();
  const { t } = useLingui();
  const format = useFormatPrice();
  return (
    <ProductGate
      slug={slug}
      type="GiftCard"
      texts={{ notFound: t`Gift card not found`, failed: t`Failed to load gift card details. Please try again later.` }}
    >
      {(product) => (
        <GiftCardView
          key={product.id}
          product={product}
          format={format}
          top={<BackToGiftCards />}
          bottom={<RelatedProducts currentId={product.id} format={format} />}
        />
      )}
    </ProductGate>
  );
}
