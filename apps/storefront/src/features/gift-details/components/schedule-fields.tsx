import type { GiftDetailsFormErrors, GiftDetailsFormValues } from '@giftfront/domain/gift-details';
import { useId } from 'react';
import { CalendarClock } from 'lucide-react';
import { FormField, inputClasses } from './form-field';

type ScheduleField = 'scheduledDate' | 'scheduledTime';

/** 'schedule later' with a date (not before today, SPEC §5) and a time, in the shopper's zone. */
export function ScheduleFields({ values, errors, today, timeZone, onToggle, onEdit }: {
  values: Pick<GiftDetailsFormValues, 'scheduleLater' | ScheduleField>;
  errors: GiftDetailsFormErrors;
  today: string;
  timeZone: string | null;
  onToggle: (checked: boolean) => void;
  onEdit: (field: ScheduleField, value: string) => void;
}) {
  const hintId = useId();
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="scheduleLater"
          checked={values.scheduleLater}
          onChange={(event) => onToggle(event.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded accent-primary"
          data-testid="schedule-later"
        />
        <span>
          <span className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <CalendarClock aria-hidden="true" className="size-4 text-gray-500" />
            Schedule later
          </span>
          <span id={hintId} className="mt-0.5 block text-sm text-gray-600">
            {values.scheduleLater ? 'Choose when the gift arrives in their inbox.' : 'Otherwise it is sent as soon as your order is paid.'}
          </span>
        </span>
      </label>
      {values.scheduleLater && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="schedule-fields">
          <FormField label="Delivery date" error={errors.scheduledDate} testId="delivery-date">
            {(control) => (
              <input
                {...control}
                type="date"
                name="scheduledDate"
                min={today}
                value={values.scheduledDate}
                onChange={(event) => onEdit('scheduledDate', event.target.value)}
                className={inputClasses(control['aria-invalid'])}
                data-testid="delivery-date-input"
              />
            )}
          </FormField>
          <FormField label="Delivery time" error={errors.scheduledTime} testId="delivery-time">
            {(control) => (
              <input
                {...control}
                type="time"
                name="scheduledTime"
                value={values.scheduledTime}
                onChange={(event) => onEdit('scheduledTime', event.target.value)}
                className={inputClasses(control['aria-invalid'])}
                data-testid="delivery-time-input"
              />
            )}
          </FormField>
          {timeZone && <p className="-mt-1 text-sm text-gray-500 sm:col-span-2">Times are in your time zone ({timeZone}).</p>}
        </div>
      )}
    </div>
  );
}
