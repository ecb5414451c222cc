import { useState, type ReactNode } from 'react';
import type { Product } from '@giftfront/domain/product';
import { allowsCustomAmount } from '@giftfront/domain/product-rules';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { PriceFormatter } from '@/lib/money-format';
import { productPriceLabel } from '@/lib/product-price';
import { useStoreSettings } from '@/lib/store-settings';
import { usePurchaseHandlers } from '../use-purchase-handlers';
import { usePurchaseOptions } from '../use-purchase-options';
import { AmountPicker } from './amount-picker';
import { DesignPicker } from './design-picker';
import { ProductHeading } from './product-heading';
import { ProductSections } from './product-sections';
import { MobileBuyBar, PurchaseButtons } from './purchase-buttons';

export interface GiftCardLook {
  /** The preview page's overrides (SPEC §2); null keeps the product's own. */
  title?: string | null;
  heroImage?: string | null;
}

/** SPEC §2 gift card detail, shared by the product page and its preview. Mount with key={product.id}. */
export function GiftCardView({ product, format, look = {}, top, bottom }: { product: Product; format: PriceFormatter; look?: GiftCardLook; top?: ReactNode; bottom?: ReactNode }) {
  const settings = useStoreSettings();
  const allowCustom = allowsCustomAmount(product, settings);
  const options = usePurchaseOptions(product, { allowCustom, currencyCode: settings.currencyCode, maxCustomAmount: settings.maxGiftCardBalance, format });
  const handlers = usePurchaseHandlers(options);
  const [designPicked, setDesignPicked] = useState(false);
  const title = look.title || product.name;
  // The preview's hero image shows until the shopper picks a design.
  const showOverride = Boolean(look.heroImage) && !designPicked;
  const heroSrc = showOverride ? look.heroImage : (options.design?.src ?? product.imageSrc);
  const heroAlt = showOverride ? title : options.design?.alt || product.imageAlt || title;
  const priceText = options.unitPrice ? format(options.unitPrice) : productPriceLabel(product, format);
  const totalText = options.total ? format(options.total) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-36 sm:px-6 md:pb-16 lg:px-8 lg:pt-8" data-testid="gift-card-detail">
      {top && <div className="mb-6">{top}</div>}
      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductImage src={heroSrc} alt={heroAlt} loading="eager" testId="hero-image" className="aspect-[8/5] w-full rounded-2xl bg-gray-100 shadow-xl ring-1 ring-gray-900/5" />
        </div>
        <div className="space-y-7">
          <ProductHeading product={product} title={title} priceText={priceText} />
          <AmountPicker product={product} options={options} allowCustom={allowCustom} format={format} maxCustomAmount={settings.maxGiftCardBalance} />
          <DesignPicker images={product.images} value={options.design?.id ?? null} onChange={(id) => {
              setDesignPicked(true);
              options.setDesignId(id);
            }}
          />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <QuantityStepper value={options.quantity} onChange={options.setQuantity} showLabel />
            {totalText && (
              <p className="text-right text-sm text-gray-600">
                Total <span data-testid="total" className="block text-xl font-bold text-gray-900 tabular-nums">{totalText}</span>
              </p>
            )}
          </div>
          <PurchaseButtons handlers={handlers} canBuy={options.canBuy} buyNowLabel="Buy Now" />
          <ProductSections product={product} />
        </div>
      </div>
      {bottom && <div className="mt-16">{bottom}</div>}
      <MobileBuyBar handlers={handlers} canBuy={options.canBuy} buyNowLabel="Buy Now" priceText={totalText} />
    </div>
  );
}
