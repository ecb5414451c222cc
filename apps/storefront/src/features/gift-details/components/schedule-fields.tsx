import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import { timeZoneLabel } from '@giftfront/domain/zoned-time';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { intlLocale } from '@/lib/i18n/page-locale';
import type { GiftForm } from '../use-gift-form';
import { FormField, inputClasses } from './form-field';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * 'schedule later' with a date (not before today, product §5), a time and the recipient's time
 * zone (preset to the shopper's, issue 30): the gift arrives at that time on their clock.
 */
export function ScheduleFields({ gift, timeZone: shopperZone }: { gift: GiftForm; timeZone: string | null }) {
  const hintId = useId();
  const { t } = useLingui();
  const { register, control, formState } = gift.form;
  const scheduleLater = useWatch({ control, name: 'scheduleLater' });
  const timeZone = useWatch({ control, name: 'timeZone' }) || shopperZone;
  const zoneName = timeZone ? timeZoneLabel(timeZone, intlLocale()) : '';
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="scheduleLater"
          checked={scheduleLater}
          onChange={(event) => gift.setScheduleLater(event.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded accent-primary"
          data-testid="schedule-later"
        />
        <span>
          <span className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <CalendarClock aria-hidden="true" className="size-4 text-gray-500" />
            <Trans>Schedule later</Trans>
          </span>
          <span id={hintId} className="mt-0.5 block text-sm text-gray-600">
            {scheduleLater
              ? t`Choose when the gift arrives in their inbox.`
              : t`Otherwise it is sent as soon as your order is paid.`}
          </span>
        </span>
      </label>
      {scheduleLater && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="schedule-fields">
          <FormField label={t`Delivery date`} error={formState.errors.scheduledDate?.message} testId="delivery-date">
            {(field) => (
              <input
                {...field}
                {...register('scheduledDate', gift.cleared('scheduledDate'))}
                type="date"
                min={gift.today}
                className={inputClasses(field['aria-invalid'])}
                data-testid="delivery-date-input"
              />
            )}
          </FormField>
          <FormField label={t`Delivery time`} error={formState.errors.scheduledTime?.message} testId="delivery-time">
            {(field) => (
              <input
                {...field}
                {...register('scheduledTime', gift.cleared('scheduledTime'))}
                type="time"
                className={inputClasses(field['aria-invalid'])}
                data-testid="delivery-time-input"
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => (
                <TimeZonePicker
                  label={t`Recipient's time zone`}
                  searchLabel={t`Find the recipient's time zone`}
                  value={field.value ?? shopperZone ?? 'UTC'}
                  onChange={(value) => {
                    field.onChange(value);
                    gift.form.clearErrors(['scheduledDate', 'scheduledTime']);
                  }}
                  testId="recipient-time-zone"
                />
              )}
            />
          </div>
          {timeZone && (
            <p className="-mt-1 text-sm text-gray-500 sm:col-span-2" data-testid="schedule-zone-hint">
              {timeZone === shopperZone
                ? t`The time is on the recipient's clock, in ${zoneName}, the same as yours.`
                : t`The time is on the recipient's clock, in ${zoneName}.`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
