import { useEffect, useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { RedemptionResultInside } from '@giftfront/domain/admin/gift-card-actions';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useUndoRedemption } from '../api/counter-api';

/** How long the receipt offers Undo to the person who just redeemed (issue 25 "At the counter"). */
export const UNDO_WINDOW_MS = 2 * 60_000;

/**
 * 'Undo' on a fresh receipt, for two minutes from when it was shown (the till's clock, not the
 * server's, so a skewed clock does not hide it). When the window closes while the button has
 * focus, focus goes to `onExpire`'s target rather than being lost with the button.
 */
export function UndoRedemption({
  cardId,
  redemptionId,
  onUndone,
  onExpire,
}: {
  cardId: string;
  redemptionId: string;
  onUndone: (result: RedemptionResultInside) => void;
  onExpire: (hadFocus: boolean) => void;
}) {
  const undo = useUndoRedemption();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const hadFocus = document.activeElement?.id === 'undo-redemption';
      setOpen(false);
      onExpire(hadFocus);
    }, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [onExpire]);
  if (!open) return null;
  return (
    <div className="space-y-2">
      <Button
        id="undo-redemption"
        size="lg"
        variant="secondary"
        fullWidth
        disabled={undo.isPending}
        aria-describedby="undo-hint"
        onClick={() => undo.mutate({ cardId, redemptionId }, { onSuccess: onUndone })}
      >
        <Undo2 aria-hidden="true" className="size-5" /> {undo.isPending ? 'Undoing…' : 'Undo'}
      </Button>
      <p id="undo-hint" className="text-sm text-zinc-600">
        Gives the amount back to the card. Offered for 2 minutes.
      </p>
      {undo.error && (
        <Alert tone="error" testId="undo-error">
          {undo.error.message}
        </Alert>
      )}
    </div>
  );
}
