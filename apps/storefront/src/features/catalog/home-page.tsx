import { useSearchParams } from 'react-router';
import type { Product } from '@giftfront/domain/product';
import { productPath } from '@giftfront/domain/product-rules';
import { useStoreSettings } from '@/lib/store-settings';
import { ProductListing } from './components/product-listing';
import { parseListingFilters } from './listing-filters';

/** SPEC §2: exactly one product and no category given: go straight to it. */
export function singleProductRedirect(products: Product[], params: URLSearchParams): string | null {
  return products.length === 1 && !params.get('category') ? productPath(products[0]!) : null;
}

/** SPEC §2 Home: both types, or gift cards only when navigation is split. */
export function HomePage() {
  const settings = useStoreSettings();
  const [params] = useSearchParams();
  const split = settings.shouldSplitGiftCardsAndVouchersNavigation;
  const { category } = parseListingFilters(params);
  return (
    <ProductListing
      heading={split ? 'Gift cards' : 'Gift cards & vouchers'}
      intro={`Choose a gift from ${settings.company.name}, add a personal message and send it to someone special.`}
      type={split ? 'GiftCard' : category}
      withCategory={!split}
      emptyText="No products found with the selected filters."
      errorText="Failed to load products. Please try again later."
      redirectFor={singleProductRedirect}
    />
  );
}
