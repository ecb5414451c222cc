import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, textDirection, type Language } from '@giftfront/domain/languages';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { CatalogueSettings } from '../api/store-catalogue-settings';
import { FormSection } from './form-section';
import type { ProductFormValues } from './product-form-values';
import { RichTextField } from './rich-text-field';

const RICH_TEXTS = [
  ['description', 'Description'],
  ['details', 'Details'],
  ['terms', 'Terms and conditions'],
] as const;

/** A placeholder that says what an empty field shows: the default language's text. */
const fallsBack = (languageName: string, text?: string) =>
  text?.trim() ? `Falls back to ${languageName}: ${text.trim()}` : `Falls back to ${languageName}`;

/**
 * The product's texts and its designs' names in the store's further languages (decision 0165): one language at a time,
 * chosen in a select; an empty field shows the default language's text to shoppers, as its
 * placeholder says.
 */
export function TranslationsSection({
  settings,
  readOnly,
  designs = [],
}: {
  settings: CatalogueSettings;
  readOnly: boolean;
  /** The product's designs (they save on their own); their names are translated with the product. */
  designs?: readonly { id: string; name: string }[];
}) {
  const { register, control, watch, formState } = useFormContext<ProductFormValues>();
  const languages = settings.translationLanguages;
  const [chosen, setChosen] = useState<Language | undefined>(languages[0]);
  const language = chosen && languages.includes(chosen) ? chosen : languages[0];
  const defaultName = LANGUAGE_NAMES[settings.defaultLanguage];

  if (!language)
    return (
      <FormSection title="Translations" testId="translations-section">
        <p className="text-sm text-zinc-600">
          The storefront offers only {defaultName}. To give this product&apos;s texts in other languages, offer them
          under{' '}
          <Link to="/settings?tab=storefront" className="font-medium text-accent underline">
            Settings → Storefront
          </Link>{' '}
          first.
        </p>
      </FormSection>
    );

  const name = LANGUAGE_NAMES[language];
  const errors = formState.errors.translations?.[language];
  const denominations = watch('denominations');
  const own = { lang: language, dir: textDirection(language) };
  return (
    <FormSection
      title="Translations"
      description={`What shoppers who read the storefront in another language see. A field left empty shows the ${defaultName} text.`}
      testId="translations-section"
    >
      <SelectField
        label="Language"
        options={languages.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={language}
        onChange={(event) => setChosen(event.target.value as Language)}
        containerClassName="max-w-xs"
        disabled={readOnly}
        data-testid="translation-language"
      />
      <div key={language} className="space-y-4" data-testid={`translation-${language}`}>
        <TextField
          label={`Name in ${name}`}
          autoComplete="off"
          placeholder={fallsBack(defaultName, watch('name'))}
          error={errors?.name?.message}
          {...own}
          {...register(`translations.${language}.name`)}
        />
        {RICH_TEXTS.map(([field, label]) => (
          <Controller
            key={field}
            control={control}
            name={`translations.${language}.${field}`}
            render={({ field: { value, onChange, onBlur }, fieldState }) => (
              <RichTextField
                label={`${label} in ${name}`}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                placeholder={fallsBack(defaultName)}
                lang={language}
                error={fieldState.error?.message}
                readOnly={readOnly}
                testId={`translation-${field}-editor`}
              />
            )}
          />
        ))}
        {denominations.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-zinc-900">Amount labels in {name}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {denominations.map((denomination) => (
                <TextField
                  key={denomination.id}
                  label={`Label of “${denomination.label || denomination.id}”`}
                  autoComplete="off"
                  placeholder={fallsBack(defaultName, denomination.label)}
                  error={errors?.denominations?.[denomination.id]?.message}
                  {...own}
                  {...register(`translations.${language}.denominations.${denomination.id}`)}
                />
              ))}
            </div>
          </fieldset>
        )}
        {designs.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-zinc-900">Design names in {name}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {designs.map((design) => (
                <TextField
                  key={design.id}
                  label={`Name of the design “${design.name}”`}
                  autoComplete="off"
                  placeholder={fallsBack(defaultName, design.name)}
                  error={errors?.designs?.[design.id]?.message}
                  {...own}
                  {...register(`translations.${language}.designs.${design.id}`)}
                />
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </FormSection>
  );
}
