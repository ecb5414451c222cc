import { Compass } from 'lucide-react';
import { buttonClasses, ButtonLink } from '@/components/button';
import { storeLinks } from '@/lib/platform-links';
import { useStoreSettings } from '@/lib/store-settings';
import { StatusPage } from './status-page';
import { StoreBrand } from './store-brand';

/** SPEC §2: any path the storefront does not know. */
export function NotFoundPage() {
  const { company } = useStoreSettings();
  return (
    <StatusPage
      testId="not-found-page"
      brand={<StoreBrand company={company} />}
      icon={Compass}
      eyebrow="404"
      title="Page not found"
      message="Sorry, we couldn't find the page you're looking for."
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
