import { useId, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { findTimeZones } from '@giftfront/domain/time-zone-options';
import { intlLocale } from '@/lib/i18n/page-locale';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { inputClasses } from './text-field';

/**
 * A time zone, found by a city, a country or the zone's common name (@vvo/tzdb's list, each zone
 * named in the page's language by Intl): a search
 * box narrows a native list box, so every step works by keyboard and reads out as what it is.
 * Enter in the search takes the first zone found. The chosen zone always stays in the list.
 */
export function TimeZonePicker({
  value,
  onChange,
  label,
  searchLabel,
  error,
  testId = 'time-zone',
}: {
  value: string;
  onChange: (timeZone: string) => void;
  label: string;
  /** The search box's label ('Find the recipient's time zone'). */
  searchLabel: string;
  error?: string | null;
  testId?: string;
}) {
  const id = useId();
  const { t } = useLingui();
  const say = useShopperMessage();
  const [search, setSearch] = useState('');
  // The list keeps the chosen zone; the count and Enter go by what the search matches.
  // Zones named by Intl in the page's language ('heure d’Europe centrale'); cities are tzdb's.
  const locale = intlLocale();
  const found = useMemo(() => findTimeZones(search, value, locale), [search, value, locale]);
  const matches = useMemo(() => findTimeZones(search, '', locale), [search, locale]);
  return (
    <div data-testid={testId}>
      <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        placeholder={t`A city, country or zone, e.g. Auckland`}
        autoComplete="off"
        aria-controls={`${id}-list`}
        aria-describedby={`${id}-count`}
        data-testid={`${testId}-search`}
        className={inputClasses(false)}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = matches[0];
          if (first) onChange(first.value);
        }}
      />
      <p id={`${id}-count`} aria-live="polite" className="mt-1.5 text-xs text-gray-600">
        {search.trim()
          ? matches.length === 0
            ? t`No time zone matches. Try a nearby city or the country.`
            : t`${plural(matches.length, {
                one: '# zone matches. Press Enter to choose the first.',
                other: '# zones match. Press Enter to choose the first.',
              })}`
          : ''}
      </p>
      <label htmlFor={`${id}-list`} className="mt-3 mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={`${id}-list`}
        size={5}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-list`}
        className={inputClasses(Boolean(error), 'h-auto py-1.5 text-sm')}
        onChange={(event) => onChange(event.target.value)}
      >
        {found.map((option) => (
          <option key={option.value} value={option.value}>
            {option.cityLabel}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {say(error)}
        </p>
      )}
    </div>
  );
}
