import { availability } from '@giftfront/domain/product-rules';
import type { Product } from '@giftfront/domain/product';
import { AvailabilityBadge } from '@/components/availability-badge';
import { HtmlContent } from '@/components/html-content';
import { PriceText } from '@/components/price-text';

/** Name, availability badge, the price line and the merchant's description. */
export function ProductHeading({ product, title, priceText }: { product: Product; title: string; priceText: string }) {
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <AvailabilityBadge available={availability(product)} />
        <h1
          data-testid="product-title"
          className="text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl"
        >
          {title}
        </h1>
        <PriceText testId="product-price" className="block text-2xl" text={priceText} />
      </div>
      <HtmlContent html={product.description} testId="product-description" />
    </div>
  );
}
