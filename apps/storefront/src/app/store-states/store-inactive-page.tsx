import { Moon } from 'lucide-react';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeAndSupportLinks } from './home-and-support-links';
import { StatusPage } from './status-page';
import { StoreBrand } from './store-brand';
import { useLingui } from '@lingui/react/macro';

/** product §2, §8: a store whose status is not Active. */
export function StoreInactivePage() {
  const { company } = useStoreSettings();
  const { t } = useLingui();
  useDocumentTitle(t`Store Inactive`);
  return (
    <StatusPage
      testId="store-inactive"
      brand={<StoreBrand company={company} />}
      icon={Moon}
      eyebrow={t`Store Inactive`}
      title={t`Store is not active`}
      message={t`Sorry, this store is currently not available.`}
      actions={<HomeAndSupportLinks company={company} />}
    />
  );
}
