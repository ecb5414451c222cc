import { Compass } from 'lucide-react';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';
import { HomeAndSupportLinks } from './home-and-support-links';

/** product §2: any path the storefront does not know, inside the store's frame (header, cart, footer) like a missing product. */
export function NotFoundPage() {
  const { company } = useStoreSettings();
  return (
    <StateMessage
      icon={Compass}
      testId="not-found-page"
      headingLevel={1}
      title="Page not found"
      message="Sorry, we couldn't find the page you're looking for."
      actions={<HomeAndSupportLinks company={company} />}
      className="py-24"
    />
  );
}
