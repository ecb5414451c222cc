import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';

const KEYS = ['timeZone'] as const;
const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The store's time zone: a field that suggests every zone the browser knows as the owner types. */
export function TimeZoneTab({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, formState } = form;
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
        <TextField
          label="Store time zone"
          list="time-zones"
          autoComplete="off"
          spellCheck={false}
          hint="Type to search, e.g. London or America/New_York."
          error={formState.errors.timeZone?.message}
          containerClassName="max-w-md"
          {...register('timeZone')}
        />
        <datalist id="time-zones">
          {zones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
