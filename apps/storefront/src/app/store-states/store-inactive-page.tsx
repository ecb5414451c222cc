import { Moon } from 'lucide-react';
import { buttonClasses, ButtonLink } from '@/components/button';
import { storeLinks } from '@/lib/platform-links';
import { useStoreSettings } from '@/lib/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';
import { StoreBrand } from './store-brand';

/** SPEC §2, §8: a store whose status is not Active. */
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
      actions={
        <>
          <ButtonLink to="/" data-testid="home-link">
            Go back home
          </ButtonLink>
          <a href={storeLinks(company).support} className={buttonClasses({ variant: 'outline' })} data-testid="support-link">
            Contact support
          </a>
        </>
      }
    />
  );
}
