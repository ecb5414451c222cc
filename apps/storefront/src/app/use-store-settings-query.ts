import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@giftfront/domain/api-paths';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import { currencyAt, storeSettingsMoney } from '@giftfront/domain/money-paths';
import { apiGet } from '@/lib/api-client';

/** The server validates branding; here only an empty or shapeless answer is refused (SPEC §8 'Store not found'). */
function hasCompany(value: unknown): value is StoreSettings {
  const company = (value as { company?: { name?: unknown } } | null)?.company;
  return typeof company?.name === 'string' && company.name.length > 0;
}

/** The settings, their money in minor units of the currency they name. */
export async function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  const answerMoney = { paths: storeSettingsMoney, currency: currencyAt('currencyCode') };
  const settings = await apiGet<unknown>(apiPaths.storeSettings, { signal, answerMoney });
  if (!hasCompany(settings)) throw new Error('The store settings are empty');
  return settings;
}

/** SPEC §4: branding loads once at start. */
export function useStoreSettingsQuery() {
  return useQuery({
    queryKey: ['store-settings'],
    queryFn: ({ signal }) => fetchStoreSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
