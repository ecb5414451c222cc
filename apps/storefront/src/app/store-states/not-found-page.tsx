import { Compass } from 'lucide-react';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';
import { HomeAndSupportLinks } from './home-and-support-links';
import { useLingui } from '@lingui/react/macro';

/** product §2: any path the storefront does not know, inside the store's frame (header, cart, footer) like a missing product. */
export function NotFoundPage() {
  const { company } = useStoreSettings();
  const { t } = useLingui();
  return (
    <StateMessage
      icon={Compass}
      testId="not-found-page"
      headingLevel={1}
      title={t`Page not found`}
      message={t`Sorry, we couldn't find the page you're looking for.`}
      actions={<HomeAndSupportLinks company={company} />}
      className="py-24"
    />
  );
}
