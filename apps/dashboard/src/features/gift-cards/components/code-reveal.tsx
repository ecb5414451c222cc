import { useEffect, useRef } from 'react';
import { Eye } from 'lucide-react';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useRevealCode } from '../api/gift-card-queries';

/** The masked code, and the full one on request: each request is in the audit log, and the code is never kept beyond this page. */
export function CodeReveal({ cardId, maskedCode }: { cardId: string; maskedCode: string }) {
  const reveal = useRevealCode(cardId);
  const code = useRef<HTMLParagraphElement>(null);
  const shown = Boolean(reveal.data);
  // Show code goes once the code shows: focus moves to the code rather than to nowhere.
  useEffect(() => {
    if (shown) code.current?.focus();
  }, [shown]);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p
        ref={code}
        tabIndex={-1}
        className="font-mono text-lg font-medium tracking-wide text-zinc-900 break-all focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        data-testid="card-code"
        aria-live="polite"
      >
        {reveal.data?.code ?? maskedCode}
      </p>
      {!reveal.data && (
        <Button variant="secondary" size="sm" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          <Eye aria-hidden="true" className="size-4" />
          {reveal.isPending ? 'Showing…' : 'Show code'}
        </Button>
      )}
      {reveal.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errorMessage(reveal.error)}
        </p>
      )}
    </div>
  );
}
