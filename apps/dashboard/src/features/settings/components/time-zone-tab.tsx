import { useState } from 'react';
import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';
import { findTimeZones } from './time-zone-options';

const KEYS = ['timeZone'] as const;

/** The store's time zone, chosen from a list a search narrows: never free text. */
export function TimeZoneTab({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, formState, watch } = form;
  const [search, setSearch] = useState('');
  const zones = findTimeZones(search, watch('timeZone'));
  return (
    <SettingsFormFrame
      onSubmit={submit()}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="time-zone-form"
    >
      <SettingsGroup
        title="Time zone"
        description="The dashboard shows dates and times in it, reports count days in it, and card expiry dates are counted from the day of purchase in it."
      >
        {!readOnly && (
          <TextField
            label="Find a time zone"
            type="search"
            autoComplete="off"
            spellCheck={false}
            hint="A city, a country or a name such as Eastern Time."
            containerClassName="max-w-md"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        )}
        <SelectField
          label="Store time zone"
          size={8}
          options={zones}
          error={formState.errors.timeZone?.message}
          containerClassName="max-w-md"
          className="h-auto"
          {...register('timeZone')}
        />
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
