import { useStoreSettings } from '@/entities/store/store-settings';
import { ProductListing } from './components/product-listing';
import { singleVoucherRedirect } from './single-product-redirect';
import { useLingui } from '@lingui/react/macro';

/** product §2 /vouchers: vouchers only, with the price filter. */
export function VouchersPage() {
  const { company } = useStoreSettings();
  const companyName = company.name;
  const { t } = useLingui();
  return (
    <ProductListing
      heading={t`Vouchers`}
      intro={t`Experiences and treats from ${companyName}, ready to give.`}
      type="Voucher"
      withCategory={false}
      emptyText={t`No vouchers found with the selected filters.`}
      errorText={t`Failed to load vouchers. Please try again later.`}
      redirectFor={singleVoucherRedirect}
    />
  );
}
