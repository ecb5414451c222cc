import { minorUnits } from '@giftfront/domain/money';
import { useState, type ReactNode } from 'react';
import type { Product } from '@giftfront/domain/product';
import { allowsCustomAmount } from '@giftfront/domain/product-rules';
import { CardArtwork } from '@/components/card-artwork';
import type { PriceFormatter } from '@/lib/money-format';
import { useStoreSettings } from '@/entities/store/store-settings';
import { usePurchaseHandlers } from '../use-purchase-handlers';
import { usePurchaseOptions } from '../use-purchase-options';
import { priceHeaderText } from '../price-header';
import { GiftFacts } from './gift-facts';
import { AmountPicker } from './amount-picker';
import { DesignPicker } from './design-picker';
import { ProductHeading } from './product-heading';
import { ProductLayout, QuantityAndTotal } from './product-layout';
import { ProductSections } from './product-sections';
import { MobileBuyBar, PurchaseButtons } from './purchase-buttons';
import { srcSetOf, variantsOf } from '@giftfront/domain/product-images';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { sendToManyPath } from '@giftfront/domain/storefront-paths';
import { Link } from '@/lib/router';

export interface GiftCardLook {
  /** The preview page's overrides (product §2); null keeps the product's own. */
  title?: string | null;
  heroImage?: string | null;
}

/** product §2 gift card detail, shared by the product page and its preview. Mount with key={product.id}. */
export function GiftCardView({
  product,
  format,
  look = {},
  top,
  bottom,
}: {
  product: Product;
  format: PriceFormatter;
  look?: GiftCardLook;
  top?: ReactNode;
  bottom?: ReactNode;
}) {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  const allowCustom = allowsCustomAmount(product, settings);
  const options = usePurchaseOptions(product, {
    allowCustom,
    currencyCode: settings.currencyCode,
    maxCustomAmount: settings.maxGiftCardBalance,
    format,
  });
  const handlers = usePurchaseHandlers(options);
  const [designPicked, setDesignPicked] = useState(false);
  const title = look.title || product.name;
  // The preview's hero image shows until the shopper picks a design.
  const showOverride = Boolean(look.heroImage) && !designPicked;
  const heroSrc = showOverride ? look.heroImage : (options.design?.src ?? product.imageSrc);
  const heroAlt = showOverride ? title : options.design?.alt || product.imageAlt || title;
  const priceText = priceHeaderText(product, options, format, i18n);
  const totalText = options.total ? format(minorUnits(options.total)) : null;

  return (
    <ProductLayout
      testId="gift-card-detail"
      top={top}
      bottom={bottom}
      media={
        <CardArtwork
          src={heroSrc}
          srcSet={srcSetOf(variantsOf(product.images, heroSrc))}
          alt={heroAlt}
          amountText={options.unitPrice === null ? null : format(minorUnits(options.unitPrice))}
          loading="eager"
          imageTestId="hero-image"
        />
      }
      bar={<MobileBuyBar handlers={handlers} canBuy={options.canBuy} buyNowLabel={t`Buy Now`} priceText={totalText} />}
    >
      <ProductHeading product={product} title={title} priceText={priceText} />
      <AmountPicker options={options} allowCustom={allowCustom} format={format} />
      <DesignPicker
        images={product.images}
        value={options.design?.id ?? null}
        onChange={(id) => {
          setDesignPicked(true);
          options.setDesignId(id);
        }}
      />
      <QuantityAndTotal options={options} totalText={totalText} />
      <PurchaseButtons handlers={handlers} canBuy={options.canBuy} buyNowLabel={t`Buy Now`} />
      {/* Issue 31: one order of this card for many recipients (features/bulk-order). */}
      <p className="text-sm text-gray-700">
        <Users aria-hidden="true" className="me-1.5 inline size-4 align-[-3px]" />
        <Trans>Buying for a team or many clients?</Trans>{' '}
        <Link
          to={sendToManyPath(product.slug)}
          className="font-medium text-primary-ink underline underline-offset-2"
          data-testid="send-to-many"
        >
          <Trans>Send to many</Trans>
        </Link>
      </p>
      <GiftFacts product={product} />
      <ProductSections product={product} />
    </ProductLayout>
  );
}
