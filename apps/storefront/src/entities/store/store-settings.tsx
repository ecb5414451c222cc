import type { ReactNode } from 'react';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import { storePriceFormatter, type PriceFormatter } from '@/lib/money-format';
import { requiredContext } from '@/lib/required-context';

/** The loaded branding (product §3), provided by app/ once the store gate has it. */
const [StoreSettingsContext, useStoreSettings] = requiredContext<StoreSettings>(
  'useStoreSettings',
  'StoreSettingsProvider',
);

export function StoreSettingsProvider({ settings, children }: { settings: StoreSettings; children: ReactNode }) {
  return <StoreSettingsContext.Provider value={settings}>{children}</StoreSettingsContext.Provider>;
}

export { useStoreSettings };

/** Prices in the store's currency (product §9). */
export function useFormatPrice(): PriceFormatter {
  return storePriceFormatter(useStoreSettings().currencyCode);
}
