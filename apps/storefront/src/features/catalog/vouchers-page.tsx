import type { Product } from '@giftfront/domain/product';
import { useStoreSettings } from '@/lib/store-settings';
import { ProductListing } from './components/product-listing';

/** SPEC §2: exactly one voucher: go straight to it. */
export function singleVoucherRedirect(products: Product[]): string | null {
  return products.length === 1 ? `/voucher/${products[0]!.slug}` : null;
}

/** SPEC §2 /vouchers: vouchers only, with the price filter. */
export function VouchersPage() {
  const { company } = useStoreSettings();
  return (
    <ProductListing
      heading="Vouchers"
      intro={`Experiences and treats from ${company.name}, ready to give.`}
      type="Voucher"
      withCategory={false}
      emptyText="No vouchers found with the selected filters."
      errorText="Failed to load vouchers. Please try again later."
      redirectFor={singleVoucherRedirect}
    />
  );
}
