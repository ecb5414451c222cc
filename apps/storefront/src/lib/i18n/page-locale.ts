import { intlLocaleOf, textDirection } from '@giftfront/domain/languages';

/**
 * The page's language for what formats outside React (money, dates): one per page in the browser;
 * the page renderer sets it before each page and renders one page at a time (entry-server.tsx).
 */
let language = 'en';

export const setPageLanguage = (next: string) => {
  language = next;
};

/**
 * The Intl locale for the page's language: en-US in English (product §9); Arabic with Latin
 * digits, as amounts and card codes are written beside each other. The pseudo-locale formats in
 * Greek: what Intl writes (months, zones, countries) is the language's own, not a message, and in
 * a script the pseudo-locale test does not take for untranslated English.
 */
export function intlLocale(): string {
  return language === 'pseudo' ? 'el' : intlLocaleOf(language);
}

export const pageDirection = () => textDirection(language);
