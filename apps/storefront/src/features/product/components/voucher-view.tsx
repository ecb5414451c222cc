import { minorUnits } from '@giftfront/domain/money';
import type { ReactNode } from 'react';
import type { Product, ProductImage } from '@giftfront/domain/product';
import type { PriceFormatter } from '@/lib/money-format';
import { useStoreSettings } from '@/entities/store/store-settings';
import { usePurchaseHandlers } from '../use-purchase-handlers';
import { usePurchaseOptions } from '../use-purchase-options';
import { priceHeaderText } from '../price-header';
import { GiftFacts } from './gift-facts';
import { DenominationOptions } from './denomination-options';
import { ProductHeading } from './product-heading';
import { ProductLayout, QuantityAndTotal } from './product-layout';
import { ProductSections } from './product-sections';
import { MobileBuyBar, PurchaseButtons } from './purchase-buttons';
import { VoucherGallery } from './voucher-gallery';
import { useLingui } from '@lingui/react/macro';

/** The gallery shows the product's images, or its main image when it has none. */
function galleryImages(product: Product): ProductImage[] {
  if (product.images.length) return product.images;
  return product.imageSrc ? [{ id: 'main', name: product.name, alt: product.imageAlt, src: product.imageSrc }] : [];
}

/** product §2 voucher detail. Mount with key={product.id}. */
export function VoucherView({
  product,
  format,
  top,
  bottom,
}: {
  product: Product;
  format: PriceFormatter;
  top?: ReactNode;
  bottom?: ReactNode;
}) {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  const options = usePurchaseOptions(product, {
    allowCustom: false,
    currencyCode: settings.currencyCode,
    maxCustomAmount: settings.maxGiftCardBalance,
    format,
  });
  const handlers = usePurchaseHandlers(options);
  const priceText = priceHeaderText(product, options, format, i18n);
  const totalText = options.total ? format(minorUnits(options.total)) : null;

  return (
    <ProductLayout
      testId="voucher-detail"
      top={top}
      bottom={bottom}
      media={<VoucherGallery images={galleryImages(product)} name={product.name} />}
      bar={<MobileBuyBar handlers={handlers} canBuy={options.canBuy} buyNowLabel={t`Buy now`} priceText={totalText} />}
    >
      <ProductHeading product={product} title={product.name} priceText={priceText} />
      <DenominationOptions product={product} options={options} format={format} />
      <QuantityAndTotal options={options} totalText={totalText} />
      <PurchaseButtons handlers={handlers} canBuy={options.canBuy} buyNowLabel={t`Buy now`} />
      <GiftFacts product={product} />
      <ProductSections product={product} />
    </ProductLayout>
  );
}
