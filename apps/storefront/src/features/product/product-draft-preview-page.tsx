import { useEffect, useState } from 'react';
import { Eye } from 'lucide-react';
import { productMoney } from '@giftfront/domain/money-paths';
import { productSchema, type Product } from '@giftfront/domain/product';
import { PREVIEW_DRAFT, PREVIEW_READY } from '@giftfront/domain/product-preview';
import { Spinner } from '@/components/spinner';
import { decodeAnswer } from '@/lib/api-client';
import { useFormatPrice, useStoreSettings } from '@/entities/store/store-settings';
import { GiftCardView } from './components/gift-card-view';
import { VoucherView } from './components/voucher-view';

/** The draft the dashboard posts, in minor units; anything else (another origin, a bad shape) is ignored. */
function useDraftProduct(): Product | null {
  const { currencyCode } = useStoreSettings();
  const [product, setProduct] = useState<Product | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== PREVIEW_DRAFT) return;
      const parsed = productSchema.safeParse(event.data.product);
      if (parsed.success)
        setProduct(decodeAnswer<Product>(parsed.data, { paths: productMoney, currency: currencyCode }));
    };
    window.addEventListener('message', receive);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, [currencyCode]);
  return product;
}

/**
 * The merchant dashboard's live preview (@giftfront/domain/product-preview): the real product
 * page, drawn from a draft that is not saved yet. Not linked from anywhere a shopper goes.
 */
export function ProductDraftPreviewPage() {
  const product = useDraftProduct();
  const format = useFormatPrice();
  // The draft may come after route-focus stops waiting for a heading to name <main> by; the
  // dashboard around this frame has a <main> too, and the two must not share a name.
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && !main.hasAttribute('aria-labelledby')) main.setAttribute('aria-label', 'Product preview');
  }, [product]);
  if (!product) return <Spinner className="py-32" />;
  // A change of amounts or designs starts the page's choices afresh, as a new page would.
  const key = [product.type, ...product.denominations.map((d) => d.id), ...product.images.map((i) => i.id)].join('|');
  const badge = (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">
      <Eye aria-hidden="true" className="size-3.5" />
      Preview
    </span>
  );
  return product.type === 'Voucher' ? (
    <VoucherView key={key} product={product} format={format} top={badge} />
  ) : (
    <GiftCardView key={key} product={product} format={format} top={badge} />
  );
}
