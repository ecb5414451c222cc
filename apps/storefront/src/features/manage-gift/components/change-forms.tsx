import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  manageGiftRecipientBodySchema,
  manageGiftResendBodySchema,
  manageGiftScheduleBodySchema,
  type ManagedGift,
  type ManageGiftRecipientBody,
  type ManageGiftResendBody,
  type ManageGiftScheduleBody,
} from '@giftfront/domain/manage-gift';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';

/** Sends the change; resolves when done, rejects with the server's sentence. */
export type Submit<T> = (values: T) => Promise<void>;

function FormShell({
  onSubmit,
  refusal,
  busy,
  submitLabel,
  onCancel,
  children,
  testId,
}: {
  onSubmit: () => void;
  refusal: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useLingui();
  const say = useShopperMessage();
  return (
    <form
      noValidate
      data-testid={testId}
      className="mt-4 space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid={`${testId}-refusal`}>
          {say(refusal)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Saving...` : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Runs a submit, keeping the server's refusal to show under the fields. */
function useSubmit<T>(submit: Submit<T>) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (values: T) => {
    setBusy(true);
    setRefusal(null);
    try {
      await submit(values);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t`Something went wrong. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return { refusal, busy, run };
}

export function RecipientForm({
  gift,
  onSubmit,
  onCancel,
}: {
  gift: ManagedGift;
  onSubmit: Submit<ManageGiftRecipientBody>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<ManageGiftRecipientBody>({
    resolver: zodResolver(manageGiftRecipientBodySchema),
    defaultValues: { recipientName: gift.recipientName ?? '', recipientEmail: gift.recipientEmail ?? '' },
  });
  const { refusal, busy, run } = useSubmit(onSubmit);
  const { t } = useLingui();
  return (
    <FormShell
      testId="recipient-form"
      onSubmit={() => void handleSubmit(run)()}
      refusal={refusal}
      busy={busy}
      submitLabel={t`Save recipient`}
      onCancel={onCancel}
    >
      <TextField
        label={t`Recipient name`}
        autoFocus
        autoComplete="off"
        error={formState.errors.recipientName?.message}
        testId="recipient-name"
        {...register('recipientName')}
      />
      <TextField
        label={t`Recipient email`}
        type="email"
        autoComplete="off"
        error={formState.errors.recipientEmail?.message}
        testId="recipient-email"
        {...register('recipientEmail')}
      />
    </FormShell>
  );
}

export function ScheduleForm({
  gift,
  defaultTimeZone,
  onSubmit,
  onCancel,
}: {
  gift: ManagedGift;
  defaultTimeZone: string;
  onSubmit: Submit<ManageGiftScheduleBody>;
  onCancel: () => void;
}) {
  const timeZone = gift.timeZone || defaultTimeZone;
  const wall = gift.scheduledAt ? utcToWallTime(new Date(gift.scheduledAt), timeZone) : '';
  const { register, handleSubmit, formState, control } = useForm<ManageGiftScheduleBody>({
    resolver: zodResolver(manageGiftScheduleBodySchema),
    defaultValues: { date: wall.slice(0, 10), time: wall.slice(11, 16), timeZone },
  });
  const { refusal, busy, run } = useSubmit(onSubmit);
  const { t } = useLingui();
  return (
    <FormShell
      testId="schedule-form"
      onSubmit={() => void handleSubmit(run)()}
      refusal={refusal}
      busy={busy}
      submitLabel={t`Save date and time`}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Delivery date`}
          type="date"
          autoFocus
          error={formState.errors.date?.message}
          testId="schedule-date"
          {...register('date')}
        />
        <TextField
          label={t`Delivery time`}
          type="time"
          error={formState.errors.time?.message}
          testId="schedule-time"
          {...register('time')}
        />
      </div>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <TimeZonePicker
            label={t`Recipient's time zone`}
            searchLabel={t`Find the recipient's time zone`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <p className="text-xs text-gray-600">
        <Trans>The date and time are on the clock of the recipient's time zone.</Trans>
      </p>
    </FormShell>
  );
}

export function ResendForm({
  gift,
  onSubmit,
  onCancel,
}: {
  gift: ManagedGift;
  onSubmit: Submit<ManageGiftResendBody>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<ManageGiftResendBody>({
    resolver: zodResolver(manageGiftResendBodySchema),
    defaultValues: { recipientEmail: gift.recipientEmail ?? '' },
  });
  const { refusal, busy, run } = useSubmit(onSubmit);
  const { t } = useLingui();
  return (
    <FormShell
      testId="resend-form"
      onSubmit={() => void handleSubmit(run)()}
      refusal={refusal}
      busy={busy}
      submitLabel={t`Resend gift`}
      onCancel={onCancel}
    >
      <TextField
        label={t`Send it to`}
        type="email"
        autoFocus
        autoComplete="off"
        hint={t`Correct the address if the first one was wrong.`}
        error={formState.errors.recipientEmail?.message}
        testId="resend-email"
        {...register('recipientEmail')}
      />
    </FormShell>
  );
}
