import type { Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldShell, inputClasses } from '@/components/text-field';
import { countriesInPageLanguage } from './countries';

/** product §2: country choices from a fixed list of about 250 countries and territories. */
export function CountrySelect({
  id,
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  testId,
  ref,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(code: string): void;
  onBlur?(): void;
  error?: string;
  testId?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <FieldShell id={id} label={label} error={error} testId={testId}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete="country"
          className={inputClasses(Boolean(error), 'appearance-none pe-10')}
          data-testid={testId ? `${testId}-input` : undefined}
          {...describedBy(id, error)}
        >
          <option value="">{placeholder}</option>
          {countriesInPageLanguage().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-3.5 size-4 -translate-y-1/2 text-gray-500"
        />
      </div>
    </FieldShell>
  );
}
