import { apiPaths } from '@giftfront/domain/api-paths';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import { currencyAt, storeSettingsMoney } from '@giftfront/domain/money-paths';
import { apiGet, decodeAnswer, readLoaded, type MoneyAt } from '@/lib/api-client';
import { useFetch, withKnownData, type FetchResult } from '@/lib/fetch/use-fetch';

/** The server validates branding; here only an empty or shapeless answer is refused (product §8 'Store not found'). */
function hasCompany(value: unknown): value is StoreSettings {
  const company = (value as { company?: { name?: unknown } } | null)?.company;
  return typeof company?.name === 'string' && company.name.length > 0;
}

const answerMoney: MoneyAt = { paths: storeSettingsMoney, currency: currencyAt('currencyCode') };

function checked(settings: unknown): StoreSettings {
  if (!hasCompany(settings)) throw new Error('The store settings are empty');
  return settings;
}

/**
 * The settings asked of the API, checked by the domain's codec (loaded with the call: the first
 * page load reads the settings it carries, without zod), money in minor units of their currency.
 */
export async function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  const settings = await readLoaded(
    apiGet<unknown>(apiPaths.storeSettings, { signal }),
    import('@giftfront/domain/branding'),
    ({ publicStoreSettingsCodecFor }) =>
      (answer) =>
        publicStoreSettingsCodecFor(answer).parse(answer),
  );
  return checked(settings);
}

/** The settings as the page's inline data carries them (the API's answer), checked by hand (no zod on the first load). */
export const storeSettingsFromAnswer = (answer: unknown): StoreSettings => checked(decodeAnswer(answer, answerMoney));

/** product §4: branding loads once at start; it comes with the page (app/page-data.tsx), else it is asked for. */
export function useStoreSettingsLoad(fromPage: StoreSettings | null): FetchResult<StoreSettings> {
  const live = useFetch({
    key: fromPage ? null : 'store-settings',
    fetcher: ({ signal }) => fetchStoreSettings(signal),
  });
  return fromPage ? withKnownData(fromPage, live) : live;
}
