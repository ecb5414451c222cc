import { useSearchParams } from '@/lib/router';
import { useStoreSettings } from '@/entities/store/store-settings';
import { ProductListing } from './components/product-listing';
import { parseListingFilters } from './listing-filters';
import { singleProductRedirect } from './single-product-redirect';

/** product §2 Home: both types, or gift cards only when navigation is split. */
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
