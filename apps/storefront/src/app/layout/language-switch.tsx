import { Trans, useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { LANGUAGE_NAMES, offeredLanguages, type Language } from '@giftfront/domain/languages';
import { useLocation } from '@/lib/router';
import { useStoreSettings } from '@/entities/store/store-settings';

/** The address of this page in `language`: the server chooses by `?lang=` and keeps it (issue 29). */
function hrefIn(language: Language, pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `${pathname}?${params}`;
}

/**
 * The header's language switch, when the store offers more than one: a disclosure (keyboard
 * accessible as the browser makes it) listing each language in its own words, as plain links, so
 * the page comes back from the server in the language chosen, merchant's texts and all.
 */
export function LanguageSwitch() {
  const settings = useStoreSettings();
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const offered = offeredLanguages(settings);
  if (offered.length < 2) return null;
  const current = (offered.includes(i18n.locale as Language) ? i18n.locale : offered[0]) as Language;
  return (
    <details className="relative" data-testid="language-switch">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>Language:</Trans>{' '}
        </span>
        <span lang={current}>{current.toUpperCase()}</span>
      </summary>
      <ul className="absolute end-0 z-50 mt-1 min-w-40 rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
        {offered.map((language) => (
          <li key={language}>
            <a
              href={hrefIn(language, pathname, search)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              data-testid={`language-${language}`}
              className="block px-4 py-2.5 text-start text-sm text-gray-900 hover:bg-gray-50 aria-[current=true]:font-semibold aria-[current=true]:text-primary-ink"
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
