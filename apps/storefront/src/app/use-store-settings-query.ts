import { apiPaths } from '@giftfront/domain/api-paths';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import { currencyAt, storeSettingsMoney } from '@giftfront/domain/money-paths';
import { apiGet, decodeAnswer, type MoneyAt } from '@/lib/api-client';
import { useQuery } from '@/lib/query';

/** The server validates branding; here only an empty or shapeless answer is refused (product §8 'Store not found'). */
function hasCompany(value: unknown): value is StoreSettings {
  const company = (value as { company?: { name?: unknown } } | null)?.company;
  return typeof company?.name === 'string' && company.name.length > 0;
}

const answerMoney: MoneyAt = { paths: storeSettingsMoney, currency: currencyAt('currencyCode') };
export const STORE_SETTINGS_QUERY_KEY = ['store-settings'] as const;

function checked(settings: unknown): StoreSettings {
  if (!hasCompany(settings)) throw new Error('The store settings are empty');
  return settings;
}

/** The settings, their money in minor units of the currency they name. */
export async function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return checked(await apiGet<unknown>(apiPaths.storeSettings, { signal, answerMoney }));
}

/** The settings as the page's inline data carries them (the API's answer), read the same way. */
export const storeSettingsFromAnswer = (answer: unknown): StoreSettings => checked(decodeAnswer(answer, answerMoney));

/** product §4: branding loads once at start (or comes with the page: app/initial-data.ts). */
export function useStoreSettingsQuery() {
  return useQuery({
    queryKey: STORE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchStoreSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
