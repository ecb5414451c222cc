import { Store } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';
import { useLingui } from '@lingui/react/macro';

/** product §8: the branding failed to load, was empty, or the store does not exist. */
export function StoreNotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Store not found`);
  return (
    <StatusPage
      testId="store-not-found"
      icon={Store}
      title={t`Store not found`}
      message={t`The store you're looking for doesn't exist or is not available.`}
    />
  );
}
