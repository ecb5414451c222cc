import { useSearchParams } from '@/lib/router';
import { useStoreSettings } from '@/entities/store/store-settings';
import { ProductListing } from './components/product-listing';
import { parseListingFilters } from './listing-filters';
import { singleProductRedirect } from './single-product-redirect';
import { useLingui } from '@lingui/react/macro';

/** product §2 Home: both types, or gift cards only when navigation is split. */
export function HomePage() {
  const settings = useStoreSettings();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const split = settings.shouldSplitGiftCardsAndVouchersNavigation;
  const { category } = parseListingFilters(params);
  const companyName = settings.company.name;
  return (
    <ProductListing
      heading={split ? t`Gift cards` : t`Gift cards & vouchers`}
      intro={t`Choose a gift from ${companyName}, add a personal message and send it to someone special.`}
      type={split ? 'GiftCard' : category}
      withCategory={!split}
      emptyText={t`No products found with the selected filters.`}
      errorText={t`Failed to load products. Please try again later.`}
      redirectFor={singleProductRedirect}
    />
  );
}
