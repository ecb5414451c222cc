import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/button';

/** Copies a text to the clipboard and says whether it worked (the key can still be selected by hand). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? 'Copied' : `Copy ${what}`}
      </Button>
      <span role="status" className="text-xs text-zinc-600">
        {state === 'copied'
          ? `The ${what} is on your clipboard.`
          : state === 'failed'
            ? `Copying is blocked here: select the ${what} and copy it.`
            : ''}
      </span>
    </div>
  );
}
