import type { AdminSettings, AdminSettingsView } from '@giftfront/domain/admin/settings';
import { LANGUAGE_NAMES, textDirection } from '@giftfront/domain/languages';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { PAGE_TEXTS } from './page-texts';
import { FurtherLanguageSelect, useFurtherLanguage } from './further-language-select';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';
import { withoutBlanks } from './storefront-tab';

const KEYS = ['pageTextTranslations'] as const;

const textAt = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/**
 * The page texts in the store's further languages (decision 0165), one language at a time: an
 * empty field shows the default language's text (the store's own, else the storefront's words).
 */
export function PageTextTranslationsForm({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, formState } = form;
  const { languages, language, choose, defaultName } = useFurtherLanguage(view);
  if (!language) return null;
  const name = LANGUAGE_NAMES[language];
  const onSubmit = submit((values) => ({
    pageTextTranslations: Object.fromEntries(
      Object.entries(values.pageTextTranslations ?? {}).flatMap(([key, texts]) => {
        const kept = withoutBlanks(texts);
        return kept ? [[key, kept]] : [];
      }),
    ) as AdminSettings['pageTextTranslations'],
  }));
  const errorAt = (path: string) =>
    textAt(formState.errors.pageTextTranslations?.[language], path) as { message?: string } | undefined;
  return (
    <SettingsFormFrame
      onSubmit={onSubmit}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="page-text-translations-form"
    >
      <SettingsGroup
        title="Page texts in other languages"
        description={`Your words for shoppers who read the storefront in another language. A field left empty shows the ${defaultName} text.`}
      >
        <FurtherLanguageSelect
          languages={languages}
          language={language}
          choose={choose}
          readOnly={readOnly}
          testId="page-text-language"
        />
        <div key={language} className="grid gap-4 sm:grid-cols-2">
          {/* The expiry line is no longer shown (docs/store-file.md), so it is not translated either. */}
          {PAGE_TEXTS.filter(([path]) => path !== 'product.expiry').map(([path, label, builtIn]) => {
            const own = textAt(view.settings.pageText, path);
            const fallback = typeof own === 'string' && own.trim() ? own : builtIn;
            return (
              <TextField
                key={path}
                label={`${label} in ${name}`}
                placeholder={`Falls back to ${defaultName}: ${fallback}`}
                lang={language}
                dir={textDirection(language)}
                error={errorAt(path)?.message}
                {...register(`pageTextTranslations.${language}.${path}` as never)}
              />
            );
          })}
        </div>
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
