import type { Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AddressRules } from '@giftfront/domain/address-format';
import { useLingui } from '@lingui/react/macro';
import { describedBy, FieldShell, inputClasses, TextField } from '@/components/text-field';
import { addressLabel, addressLabelInSentence } from '@/lib/i18n/shopper-messages';

/**
 * A US state, a Canadian province or a UK county, as the country's address rules name it: chosen
 * from the country's list where it has one, typed where it has none (decision 0080).
 */
export function RegionField({
  id,
  rules,
  value,
  onChange,
  onBlur,
  error,
  testId,
  className,
  ref,
}: {
  id: string;
  rules: AddressRules['region'];
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  testId?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement & HTMLInputElement>;
}) {
  const { t, i18n } = useLingui();
  const name = addressLabel(rules.label, i18n);
  const nameInSentence = addressLabelInSentence(rules.label, i18n);
  const label = rules.required ? name : t`${name} (optional)`;
  if (rules.regions.length === 0)
    return (
      <TextField
        ref={ref}
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="address-level1"
        error={error}
        testId={testId}
        containerClassName={className}
      />
    );
  return (
    <FieldShell id={id} label={label} error={error} testId={testId} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete="address-level1"
          className={inputClasses(Boolean(error), 'appearance-none pr-10')}
          data-testid={testId ? `${testId}-input` : undefined}
          {...describedBy(id, error)}
        >
          <option value="">{t`Select a ${nameInSentence}`}</option>
          {rules.regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-500"
        />
      </div>
    </FieldShell>
  );
}
