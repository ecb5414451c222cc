import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { StoreSettingsProvider } from '@/entities/store/store-settings';
import { storePageTitle, useBaseDocumentTitle } from '@/lib/use-document-title';
import { useCustomEmbedScript } from './custom-embed-script';
import { StoreInactivePage } from './store-states/store-inactive-page';
import { StoreNotFoundPage } from './store-states/store-not-found-page';
import { usePageSettings } from './page-data';
import { useStoreSettingsLoad } from './use-store-settings-load';
import { useStoreTheme } from './use-store-theme';

/** product §4 Store: loading, not found, inactive, or the store itself with its theme, title and embed script. */
export function StoreGate({ children }: { children: ReactNode }) {
  const { data: settings, isPending, isError } = useStoreSettingsLoad(usePageSettings());
  const active = settings?.status === 'Active';
  useStoreTheme(settings?.branding.primaryColor);
  useBaseDocumentTitle(settings && active ? storePageTitle(settings.company.name) : null);
  useCustomEmbedScript(active);

  if (isPending) return <Spinner className="min-h-dvh" />;
  if (isError || !settings) return <StoreNotFoundPage />;
  return <StoreSettingsProvider settings={settings}>{active ? children : <StoreInactivePage />}</StoreSettingsProvider>;
}
