import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useMarkVoucherUsed } from '../api/counter-api';

/** A voucher is an experience, used whole and once: no amount, one button. */
export function MarkUsedPanel({ cardId, onUsed }: { cardId: string; onUsed: (card: GiftCardDetailInside) => void }) {
  const markUsed = useMarkVoucherUsed();
  return (
    <div className="space-y-4" data-testid="mark-used">
      <p className="text-[15px] text-zinc-700">
        A voucher is used whole, once. Mark it as used when the customer has it.
      </p>
      {markUsed.isError && <Alert tone="error">{errorMessage(markUsed.error)}</Alert>}
      <Button
        size="lg"
        fullWidth
        disabled={markUsed.isPending}
        onClick={() => markUsed.mutate(cardId, { onSuccess: onUsed })}
      >
        {markUsed.isPending ? 'Marking as used…' : 'Mark as used'}
      </Button>
    </div>
  );
}
