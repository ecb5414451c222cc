import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Dialog } from '@/components/dialog';
import { InspirationPicker } from './components/inspiration-picker';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * product §2/§9 'Need some inspiration?': opened from the gift dialog (nested in it, so focus
 * returns to its button); using a message hands it to the message field and closes.
 */
export function InspirationDialog({ onUse }: { onUse: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Need some inspiration?`}
      description={t`Pick an occasion and a tone, and we'll suggest a message.`}
      testId="inspiration-dialog"
      trigger={
        <button
          type="button"
          data-testid="open-inspiration"
          className="-my-1 inline-flex items-center gap-1.5 rounded-lg px-1.5 py-1 text-sm font-semibold text-primary-ink hover:bg-gray-100"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Need some inspiration?</Trans>
        </button>
      }
    >
      <InspirationPicker
        onUse={(message) => {
          onUse(message);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
