import { LoaderCircle, Quote } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** The suggested message, or the wait for it; announced politely. */
export function InspirationResult({ loading, message }: { loading: boolean; message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="min-h-28 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200 ring-inset"
      data-testid="inspiration-result"
    >
      {loading ? (
        <p
          className="flex h-full min-h-20 items-center justify-center gap-2.5 text-sm font-medium text-gray-600"
          data-testid="inspiration-loading"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
          <Trans>Writing a message...</Trans>
        </p>
      ) : message ? (
        <figure className="flex gap-3">
          <Quote aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
          <blockquote className="text-[15px] leading-relaxed text-gray-900" data-testid="inspiration-message">
            {message}
          </blockquote>
        </figure>
      ) : (
        <p className="flex min-h-20 items-center justify-center text-center text-sm text-gray-500">
          <Trans>Your suggested message will appear here.</Trans>
        </p>
      )}
    </div>
  );
}
