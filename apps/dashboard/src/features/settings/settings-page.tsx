import { useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/filter-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useStoreSettings } from './api/settings-query';
import { BrandingTab } from './components/branding-tab';
import { MoneyTab } from './components/money-tab';
import { NotificationSettingsCard } from './components/notification-settings-card';
import { StorefrontTab } from './components/storefront-tab';
import { TimeZoneTab } from './components/time-zone-tab';
import { LanguagesForm } from './components/languages-form';
import { PageTextTranslationsForm } from './components/page-text-translations-form';
import { StoreTextTranslationsForm } from './components/store-text-translations-form';

const TABS = [
  { value: 'branding', label: 'Branding' },
  { value: 'storefront', label: 'Storefront' },
  { value: 'money', label: 'Money' },
  { value: 'store', label: 'Time zone & notifications' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The store's settings in tabs kept in the address (?tab=). Every tab stays mounted, hidden when
 * not chosen, so moving between tabs loses no unsaved change.
 */
export function SettingsPage() {
  const [params] = useSearchParams();
  const current: Tab = TABS.find((tab) => tab.value === params.get('tab'))?.value ?? 'branding';
  const session = useSession();
  const isOwner = session.role === 'owner';
  const query = useStoreSettings();
  return (
    <div data-testid="settings-page">
      <PageHeader
        title="Settings"
        description="How the storefront looks and reads, what it charges, and where the store's news goes. Changes reach the storefront within seconds."
      />
      <FilterTabs label="Settings tabs" param="tab" current={current} options={TABS} />
      <QueryState query={query} loadingLabel="Loading settings">
        {(view) => (
          <>
            <div hidden={current !== 'branding'}>
              <BrandingTab view={view} readOnly={!isOwner} />
            </div>
            <div hidden={current !== 'storefront'} className="space-y-6">
              <StorefrontTab view={view} readOnly={!isOwner} isOwner={isOwner} />
              <LanguagesForm view={view} readOnly={!isOwner} />
              <PageTextTranslationsForm view={view} readOnly={!isOwner} />
              <StoreTextTranslationsForm view={view} readOnly={!isOwner} />
            </div>
            <div hidden={current !== 'money'}>
              <MoneyTab view={view} readOnly={!isOwner} />
            </div>
            <div hidden={current !== 'store'} className="space-y-6">
              <TimeZoneTab view={view} readOnly={!isOwner} />
              {isOwner && <NotificationSettingsCard />}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
