import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@giftfront/domain/admin/notification-settings';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings-query';

function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const form = useForm<NotificationSettingsInput, unknown, NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { email: saved.email ?? '', dailySummary: saved.dailySummary },
  });
  const save = useSaveNotificationSettings();
  const { errors, isDirty } = form.formState;
  // Its own Save, so its own guard: saving the time zone above must not let this edit go unasked.
  useUnsavedChangesGuard(isDirty);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset({ email: stored.email ?? '', dailySummary: stored.dailySummary }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4" data-testid="notification-settings-form">
      <TextField
        label="Notification email"
        type="email"
        autoComplete="email"
        hint="New orders and failed gift emails go here. Leave it empty to get none."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-zinc-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--color-accent)]"
            aria-invalid={errors.dailySummary ? true : undefined}
            aria-describedby={errors.dailySummary ? 'daily-summary-error' : undefined}
            {...form.register('dailySummary')}
          />
          <span>
            Also send a daily summary
            <span className="block text-zinc-600">
              Yesterday's orders, sales, redemptions, failed deliveries and orders awaiting shipment (days on the
              store's clock).
            </span>
          </span>
        </label>
        {errors.dailySummary && (
          <p id="daily-summary-error" className="mt-1 text-sm text-red-700">
            {errors.dailySummary.message}
          </p>
        )}
      </div>
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && !isDirty && (
        <p role="status" className="text-sm text-emerald-800">
          Saved.
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** The owner's notification address and daily summary (the Settings page's Notifications tab). */
export function NotificationSettingsCard() {
  const query = useNotificationSettings();
  return (
    <section
      aria-labelledby="notification-settings-title"
      className="mb-8 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="notification-settings-title" className="mb-3 text-sm font-semibold text-zinc-900">
        Notifications
      </h2>
      <QueryState query={query} loadingLabel="Loading notification settings">
        {(saved) => <NotificationSettingsForm saved={saved} />}
      </QueryState>
    </section>
  );
}
