import type { ReactNode } from 'react';
import type { Product, ProductImage } from '@giftfront/domain/product';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { PriceFormatter } from '@/lib/money-format';
import { productPriceLabel } from '@/lib/product-price';
import { useStoreSettings } from '@/lib/store-settings';
import { usePurchaseHandlers } from '../use-purchase-handlers';
import { usePurchaseOptions } from '../use-purchase-options';
import { DenominationOptions } from './denomination-options';
import { ProductHeading } from './product-heading';
import { ProductSections } from './product-sections';
import { MobileBuyBar, PurchaseButtons } from './purchase-buttons';
import { VoucherGallery } from './voucher-gallery';

/** The gallery shows the product's images, or its main image when it has none. */
function galleryImages(product: Product): ProductImage[] {
  if (product.images.length) return product.images;
  return product.imageSrc ? [{ id: 'main', name: product.name, alt: product.imageAlt, src: product.imageSrc }] : [];
}

/** SPEC §2 voucher detail. Mount with key={product.id}. */
export function VoucherView({ product, format, top, bottom }: { product: Product; format: PriceFormatter; top?: ReactNode; bottom?: ReactNode }) {
  const settings = useStoreSettings();
  const options = usePurchaseOptions(product, { allowCustom: false, currencyCode: settings.currencyCode, maxCustomAmount: settings.maxGiftCardBalance, format });
  const handlers = usePurchaseHandlers(options);
  const priceText = options.unitPrice ? format(options.unitPrice) : productPriceLabel(product, format);
  const totalText = options.total ? format(options.total) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-36 sm:px-6 md:pb-16 lg:px-8 lg:pt-8" data-testid="voucher-detail">
      {top && <div className="mb-6">{top}</div>}
      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">
          <VoucherGallery images={galleryImages(product)} name={product.name} />
        </div>
        <div className="space-y-7">
          <ProductHeading product={product} title={product.name} priceText={priceText} />
          <DenominationOptions product={product} options={options} format={format} />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <QuantityStepper value={options.quantity} onChange={options.setQuantity} showLabel />
            {totalText && (
              <p className="text-right text-sm text-gray-600">
                Total <span data-testid="total" className="block text-xl font-bold text-gray-900 tabular-nums">{totalText}</span>
              </p>
            )}
          </div>
          <PurchaseButtons handlers={handlers} canBuy={options.canBuy} buyNowLabel="Buy now" />
          <ProductSections product={product} />
        </div>
      </div>
      {bottom && <div className="mt-16">{bottom}</div>}
      <MobileBuyBar handlers={handlers} canBuy={options.canBuy} buyNowLabel="Buy now" priceText={totalText} />
    </div>
  );
}
