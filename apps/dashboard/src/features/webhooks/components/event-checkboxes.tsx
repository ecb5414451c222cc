import type { UseFormRegisterReturn } from 'react-hook-form';
import { EVENT_GROUPS, EVENT_LABELS } from '../event-labels';

/** The event types an endpoint asks for, grouped, each with its wire name beside its words; the error sits under them. */
export function EventCheckboxes({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset aria-describedby={error ? 'webhook-events-error' : undefined} className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-zinc-900">Events</legend>
      {EVENT_GROUPS.map((group) => (
        <fieldset key={group.legend} className="space-y-1.5">
          <legend className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{group.legend}</legend>
          {group.types.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={type} className="mt-0.5 size-4 accent-zinc-900" {...field} />
              <span className="min-w-0 break-words">
                {EVENT_LABELS[type]} <code className="text-xs text-zinc-600">{type}</code>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {error && (
        <p id="webhook-events-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
