import type { UseFormRegisterReturn } from 'react-hook-form';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@giftfront/domain/admin/api-key-scopes';

/** What a new key may do: one checkbox per scope, its words and what it allows, the wire name beside; the error under them. */
export function ScopeCheckboxes({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <fieldset aria-describedby={error ? 'api-key-scopes-error' : undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-zinc-900">What the key may do</legend>
      {API_KEY_SCOPES.map((scope) => (
        <label key={scope} className="flex items-start gap-2 text-sm">
          <input type="checkbox" value={scope} className="mt-0.5 size-4 shrink-0 accent-zinc-900" {...field} />
          <span className="min-w-0 break-words">
            <span className="font-medium text-zinc-900">{API_KEY_SCOPE_LABELS[scope].label}</span>{' '}
            <code className="text-xs text-zinc-600">{scope}</code>
            <span className="block text-zinc-600">{API_KEY_SCOPE_LABELS[scope].description}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="api-key-scopes-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
