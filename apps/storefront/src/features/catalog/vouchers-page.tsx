import { useStoreSettings } from '@/entities/store/store-settings';
import { ProductListing } from './components/product-listing';
import { singleVoucherRedirect } from './single-product-redirect';

/** product §2 /vouchers: vouchers only, with the price filter. */
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
