import { minorUnits } from '@giftfront/domain/money';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { CircleCheck, Plus } from 'lucide-react';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { Button } from '@/components/button';
import { storePriceFormatter } from '@/lib/money-format';
import { TopUpDialog } from './top-up-dialog';

/**
 * product §2 Balance page: the 'Top Up' button (shown only when the store allows top-ups; app/
 * decides) and its dialog. After a payment, `onToppedUp` re-reads the card so the shown balance
 * is the server's.
 */
export function TopUpButton({ card, onToppedUp }: { card: GiftCardLookup; onToppedUp: () => void | Promise<void> }) {
  const [added, setAdded] = useState<number | null>(null);
  const format = storePriceFormatter(card.isoCurrencyCode);
  return (
    <div className="space-y-3">
      <TopUpDialog
        card={card}
        trigger={
          <Button data-testid="top-up-button" onClick={() => setAdded(null)}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Top Up</Trans>
          </Button>
        }
        onToppedUp={(amount) => {
          setAdded(amount);
          void onToppedUp();
        }}
      />
      <div aria-live="polite">
        {added !== null && (
          <p data-testid="top-up-success" className="flex items-center gap-2 text-sm font-medium text-green-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {format(minorUnits(added))} was added to this card.
          </p>
        )}
      </div>
    </div>
  );
}
