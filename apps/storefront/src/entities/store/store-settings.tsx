import { createContext, useContext, type ReactNode } from 'react';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import { storePriceFormatter, type PriceFormatter } from '@/lib/money-format';

/** The loaded branding (SPEC §3), provided by app/ once the store gate has it. */
const StoreSettingsContext = createContext<StoreSettings | null>(null);

export function StoreSettingsProvider({ settings, children }: { settings: StoreSettings; children: ReactNode }) {
  return <StoreSettingsContext.Provider value={settings}>{children}</StoreSettingsContext.Provider>;
}

export function useStoreSettings(): StoreSettings {
  const settings = useContext(StoreSettingsContext);
  if (!settings) throw new Error('useStoreSettings must be used inside StoreSettingsProvider');
  return settings;
}

/** Prices in the store's currency (SPEC §9). */
export function useFormatPrice(): PriceFormatter {
  return storePriceFormatter(useStoreSettings().currencyCode);
}
