import { intlLocaleOf } from '@giftfront/domain/languages';

/**
 * The locale the dashboard writes dates, times, numbers and money in: its store's default
 * language's (decision 0127), while its own words stay English. One store per dashboard, so one
 * module value: the session sets it (lib/session.ts) before anything signed-in renders.
 */
let locale = 'en-US';

export const setStoreLanguage = (language: string | null | undefined) => {
  locale = intlLocaleOf(language);
};

export const storeLocale = (): string => locale;
