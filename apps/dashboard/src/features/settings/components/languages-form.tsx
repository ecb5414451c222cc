import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { LANGUAGE_NAMES, LANGUAGES } from '@giftfront/domain/languages';
import { SelectField } from '@/components/select-field';
import { useSettingsForm } from '../use-settings-form';
import { CheckboxField } from './checkbox-field';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';

const KEYS = ['defaultLanguage', 'languages'] as const;
const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The storefront's languages (issue 29): the one shoppers see first, and the others the header's
 * switch offers. The dashboard itself stays in English.
 */
export function LanguagesForm({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, formState, watch } = form;
  const defaultLanguage = watch('defaultLanguage');
  return (
    <SettingsFormFrame
      onSubmit={submit()}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="languages-form"
    >
      <SettingsGroup
        title="Languages"
        description="The storefront, its emails, the recipient's page and the PDF speak the shopper's language: the one chosen in the header, or else their browser's among those you offer, or else the default."
      >
        <SelectField
          label="Default language"
          options={OPTIONS}
          error={formState.errors.defaultLanguage?.message}
          containerClassName="max-w-xs"
          disabled={readOnly}
          {...register('defaultLanguage')}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-zinc-900">Also offered</legend>
          {OPTIONS.filter((option) => option.value !== defaultLanguage).map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              value={option.value}
              lang={option.value}
              disabled={readOnly}
              {...register('languages')}
            />
          ))}
          {formState.errors.languages?.message && (
            <p className="text-sm text-red-700">{formState.errors.languages.message}</p>
          )}
        </fieldset>
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
