import { Moon } from 'lucide-react';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeAndSupportLinks } from './home-and-support-links';
import { StatusPage } from './status-page';
import { StoreBrand } from './store-brand';

/** product §2, §8: a store whose status is not Active. */
export function StoreInactivePage() {
  const { company } = useStoreSettings();
  useDocumentTitle('Store Inactive');
  return (
    <StatusPage
      testId="store-inactive"
      brand={<StoreBrand company={company} />}
      icon={Moon}
      eyebrow="Store Inactive"
      title="Store is not active"
      message="Sorry, this store is currently not available."
      actions={<HomeAndSupportLinks company={company} />}
    />
  );
}
