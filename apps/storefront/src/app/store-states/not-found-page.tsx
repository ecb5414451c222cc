import { Compass } from 'lucide-react';
import { useStoreSettings } from '@/entities/store/store-settings';
import { HomeAndSupportLinks } from './home-and-support-links';
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
      actions={<HomeAndSupportLinks company={company} />}
    />
  );
}
