import { useState } from 'react';
import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { LANGUAGE_NAMES, offeredLanguages, type Language } from '@giftfront/domain/languages';
import { SelectField } from '@/components/select-field';

/** The store's further languages (decision 0165), one shown at a time, and its default language's name. */
export function useFurtherLanguage(view: AdminSettingsView) {
  const [defaultLanguage, ...languages] = offeredLanguages(view.settings);
  const [chosen, setChosen] = useState<Language | undefined>(languages[0]);
  const language = chosen && languages.includes(chosen) ? chosen : languages[0];
  return { languages, language, choose: setChosen, defaultName: LANGUAGE_NAMES[defaultLanguage!] };
}

/** 'Language': which further language a translations form shows. */
export function FurtherLanguageSelect({
  languages,
  language,
  choose,
  readOnly,
  testId,
}: {
  languages: Language[];
  language: Language;
  choose: (language: Language) => void;
  readOnly: boolean;
  testId: string;
}) {
  return (
    <SelectField
      label="Language"
      options={languages.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      value={language}
      onChange={(event) => choose(event.target.value as Language)}
      containerClassName="max-w-xs"
      disabled={readOnly}
      data-testid={testId}
    />
  );
}
