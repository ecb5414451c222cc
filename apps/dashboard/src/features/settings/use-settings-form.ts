import { useEffect } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminSettingsFieldsSchema,
  type AdminSettings,
  type AdminSettingsView,
} from '@giftfront/domain/admin/settings';
import { settingsListProblems } from '@giftfront/domain/branding';
import { isApiError } from '@/lib/api-client';
import { useSaveStoreSettings } from './api/settings-query';

type SettingsKey = keyof AdminSettings;

/** 'fees[1].amount' (the server's path) to 'fees.1.amount' (the form's). */
export const formPathOf = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * One tab's form: the domain's settings schema for the tab's settings (with the lists' rules), the
 * saved values as defaults, and a save that sends only those settings. The server's problems go
 * beside their fields; one with no field on the tab is the form's message.
 */
export function useSettingsForm<Keys extends SettingsKey>(
  keys: readonly Keys[],
  view: AdminSettingsView,
  /**
   * The form's values with a blank for every field it shows that the settings leave out: a saved
   * form whose defaults lacked a shown field would compare '' with nothing and stay 'Unsaved'.
   */
  withBlanks: (values: Pick<AdminSettings, Keys>) => Pick<AdminSettings, Keys> = (values) => values,
) {
  const toForm = (settings: AdminSettings) =>
    withBlanks(Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<AdminSettings, Keys>);
  const schema = adminSettingsFieldsSchema
    .pick(Object.fromEntries(keys.map((key) => [key, true])) as never)
    .superRefine((values, ctx) => {
      for (const problem of settingsListProblems(values)) ctx.addIssue({ code: 'custom', ...problem });
    });
  type Values = Pick<AdminSettings, Keys> & FieldValues;
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: toForm(view.settings) as never,
  });
  const save = useSaveStoreSettings();
  const { reset } = form;

  useEffect(() => {
    if (!save.isError || !isApiError(save.error)) return;
    const problems = (save.error.body?.problems ?? []) as { path: string; message: string }[];
    for (const problem of problems) {
      const top = problem.path.split(/[.[]/)[0] as Keys;
      if (keys.includes(top)) form.setError(formPathOf(problem.path) as Path<Values>, { message: problem.message });
    }
  }, [save.isError, save.error, keys, form]);

  const submit = (clean: (values: Values) => Partial<AdminSettings> = (values) => values) =>
    form.handleSubmit((values) =>
      save.mutate(clean(values) as never, { onSuccess: (saved) => reset(toForm(saved.settings) as never) }),
    );
  return { form, save, submit };
}
