import type { AdminSettings, AdminSettingsView } from '@giftfront/domain/admin/settings';
import { LANGUAGE_NAMES, offeredLanguages, textDirection, type Language } from '@giftfront/domain/languages';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { FurtherLanguageSelect, useFurtherLanguage } from './further-language-select';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';
import { withoutBlanks } from './storefront-tab';

const KEYS = ['translations'] as const;

/** Every field the form shows, for each further language: what is written, else ''. */
function withBlankTexts(
  translations: AdminSettings['translations'],
  languages: Language[],
  view: AdminSettingsView,
): AdminSettings['translations'] {
  return {
    ...translations,
    ...Object.fromEntries(
      languages.map((language) => {
        const given = translations[language];
        const shippingOptions = Object.fromEntries(
          view.settings.shippingOptions.map((option) => [option.id, given?.shippingOptions?.[option.id] ?? '']),
        );
        const fees = Object.fromEntries(view.settings.fees.map((fee) => [fee.id, given?.fees?.[fee.id] ?? '']));
        return [language, { name: given?.name ?? '', shippingOptions, fees }];
      }),
    ),
  };
}

/**
 * The store's name, its shipping options' and its fees' names in the store's further languages
 * (decisions 0165 and 0250), one language at a time, beside the page texts' translations: an empty field shows the
 * default language's name, as its placeholder says.
 */
export function StoreTextTranslationsForm({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view, (values) => ({
    translations: withBlankTexts(values.translations, offeredLanguages(view.settings).slice(1), view),
  }));
  const { register, formState } = form;
  const { languages, language, choose, defaultName } = useFurtherLanguage(view);
  if (!language) return null;
  const name = LANGUAGE_NAMES[language];
  const onSubmit = submit((values) => ({
    translations: (withoutBlanks(values.translations) ?? {}) as AdminSettings['translations'],
  }));
  const errors = formState.errors.translations?.[language];
  const own = { lang: language, dir: textDirection(language) };
  const { shippingOptions, fees } = view.settings;
  return (
    <SettingsFormFrame
      onSubmit={onSubmit}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="store-text-translations-form"
    >
      <SettingsGroup
        title="Store name, shipping and fees in other languages"
        description={`The store's name in the header, the page's title, emails and PDFs, and the shipping options and fees at checkout and on the receipt, for shoppers who read another language. A field left empty shows the ${defaultName} name.`}
      >
        <FurtherLanguageSelect
          languages={languages}
          language={language}
          choose={choose}
          readOnly={readOnly}
          testId="store-text-language"
        />
        <div key={language} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Store name in ${name}`}
            autoComplete="off"
            placeholder={`Falls back to ${defaultName}: ${view.settings.company.name}`}
            error={errors?.name?.message}
            {...own}
            {...register(`translations.${language}.name`)}
          />
          {shippingOptions.map((option) => (
            <TextField
              key={option.id}
              label={`Shipping option “${option.name}” in ${name}`}
              autoComplete="off"
              placeholder={`Falls back to ${defaultName}: ${option.name}`}
              error={errors?.shippingOptions?.[option.id]?.message}
              {...own}
              {...register(`translations.${language}.shippingOptions.${option.id}`)}
            />
          ))}
          {fees.map((fee) => (
            <TextField
              key={fee.id}
              label={`Fee “${fee.name}” in ${name}`}
              autoComplete="off"
              placeholder={`Falls back to ${defaultName}: ${fee.name}`}
              error={errors?.fees?.[fee.id]?.message}
              {...own}
              {...register(`translations.${language}.fees.${fee.id}`)}
            />
          ))}
        </div>
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
