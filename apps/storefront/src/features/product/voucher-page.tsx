import { useParams } from '@/lib/router';
import { useFormatPrice } from '@/entities/store/store-settings';
import { BackToGiftCards } from './components/back-link';
import { ProductGate } from './components/product-gate';
import { RelatedProducts } from './components/related-products';
import { VoucherView } from './components/voucher-view';
import { useLingui } from '@lingui/react/macro';

/** product §2 /voucher/{slug}. The store gate already requires an Active store (product §5). */
export function VoucherPage() {
  const { slug } = useParams();
  const { t } = useLingui();
  const format = useFormatPrice();
  return (
    <ProductGate
      slug={slug}
      type="Voucher"
      texts={{ notFound: t`Voucher not found`, failed: t`Failed to load voucher details. Please try again later.` }}
    >
      {(product) => (
        <VoucherView
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
