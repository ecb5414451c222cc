import { textDirection } from '@giftfront/domain/languages';

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
 * digits, as amounts and card codes are written beside each other; the pseudo-locale formats as English.
 */
export function intlLocale(): string {
  if (language === 'en' || language === 'pseudo') return 'en-US';
  if (language === 'ar') return 'ar-u-nu-latn';
  return language;
}

export const pageDirection = () => textDirection(language);
