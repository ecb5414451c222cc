import { Store } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';

/** product §8: the branding failed to load, was empty, or the store does not exist. */
export function StoreNotFoundPage() {
  useDocumentTitle('Store not found');
  return (
    <StatusPage
      testId="store-not-found"
      icon={Store}
      title="Store not found"
      message="The store you're looking for doesn't exist or is not available."
    />
  );
}
