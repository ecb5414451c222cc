import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import PhoneInput, {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumber,
  type Country,
} from 'react-phone-number-input/input';
import { DEFAULT_PHONE_COUNTRY } from '@giftfront/domain/customer-form';
import { describedBy, FieldShell, inputClasses } from '@/components/text-field';
import { intlLocale } from '@/lib/i18n/page-locale';
import { countryName } from '@/entities/address/countries';

const PHONE_CODES = getCountries();
/** Each calling code's country, named and sorted in the page's language. */
const phoneCountries = (locale: string) =>
  PHONE_CODES.map((code) => ({ code, label: `${countryName(code, locale)} (+${getCountryCallingCode(code)})` })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
const isPhoneCountry = (code: string): code is Country => (PHONE_CODES as string[]).includes(code);

/** The number's own country, else the shipping country, else US (product §5 default). */
function initialCountry(value: string, fallback: string): Country {
  const own = value ? parsePhoneNumber(value)?.country : undefined;
  if (own) return own;
  const upper = fallback.toUpperCase();
  return isPhoneCountry(upper) ? upper : (DEFAULT_PHONE_COUNTRY as Country);
}

/** The same national number under another calling code. */
function moveToCountry(value: string, country: Country): string {
  const national = value ? (parsePhoneNumber(value)?.nationalNumber ?? '') : '';
  return national ? `+${getCountryCallingCode(country)}${national}` : '';
}

/**
 * product §2: the mobile number is entered in international format. A calling-code picker and the
 * number, formatted as typed; the value is E.164 ('+447400123456'), judged per country on submit.
 */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  onBlur,
  shippingCountry,
  error,
  placeholder,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  shippingCountry: string;
  error?: string;
  placeholder?: string;
  testId?: string;
}) {
  const selectId = useId();
  const locale = intlLocale();
  const options = useMemo(() => phoneCountries(locale), [locale]);
  const [country, setCountry] = useState<Country>(() => initialCountry(value, shippingCountry));
  const [picked, setPicked] = useState(false);
  // Follow the shipping country until the shopper picks a calling code or types a number.
  const followed = initialCountry('', shippingCountry);
  if (!picked && !value && shippingCountry && followed !== country) setCountry(followed);

  function chooseCountry(next: Country) {
    setPicked(true);
    setCountry(next);
    onChange(moveToCountry(value, next));
  }

  return (
    <FieldShell id={id} label={label} error={error} testId={testId}>
      <div className="flex gap-2">
        <div className="group relative w-28 shrink-0">
          <label htmlFor={selectId} className="sr-only">
            <Trans>Country calling code</Trans>
          </label>
          <div
            aria-hidden="true"
            className={inputClasses(
              false,
              'flex items-center justify-between gap-1 pe-2.5 tabular-nums group-focus-within:border-primary-ink group-focus-within:ring-2 group-focus-within:ring-primary/30',
            )}
          >
            <span className="truncate">
              {country} +{getCountryCallingCode(country)}
            </span>
            <ChevronDown className="size-4 shrink-0 text-gray-500" />
          </div>
          <select
            id={selectId}
            value={country}
            onChange={(event) => chooseCountry(event.target.value as Country)}
            className="absolute inset-0 cursor-pointer opacity-0"
            data-testid={testId ? `${testId}-country` : undefined}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <PhoneInput
          id={id}
          international
          withCountryCallingCode
          country={country}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
          autoComplete="tel"
          inputMode="tel"
          placeholder={placeholder}
          className={inputClasses(Boolean(error), 'min-w-0 flex-1 tabular-nums')}
          data-testid={testId ? `${testId}-input` : undefined}
          {...describedBy(id, error)}
        />
      </div>
    </FieldShell>
  );
}
