import type { FormEventHandler, ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

/** A settings tab's form: its fields, the server's refusal, 'Saved.', and Save (or nothing to save for staff). */
export function SettingsFormFrame({
  onSubmit,
  save,
  isDirty,
  readOnly,
  testId,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  save: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'isSuccess' | 'error'>;
  isDirty: boolean;
  readOnly: boolean;
  testId: string;
  children: ReactNode;
}) {
  useUnsavedChangesGuard(isDirty && !readOnly);
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6" data-testid={testId}>
      <fieldset disabled={readOnly} className="space-y-6">
        {children}
      </fieldset>
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && !isDirty && (
        <p role="status" className="text-sm text-emerald-800">
          Saved. The storefront shows it within a few seconds.
        </p>
      )}
      {!readOnly && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          {isDirty && <span className="text-sm text-zinc-600">Unsaved changes</span>}
        </div>
      )}
    </form>
  );
}

/** A titled group of fields inside a tab. */
export function SettingsGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5" aria-label={title}>
      <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
