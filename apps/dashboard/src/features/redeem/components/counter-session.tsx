import { useState } from 'react';
import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import type { RedemptionResultInside } from '@giftfront/domain/admin/gift-card-actions';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useCounterCard } from '../api/counter-api';
import { whyNotRedeemable } from '../card-standing';
import { CounterCard } from './counter-card';
import { MarkUsedPanel } from './mark-used-panel';
import { RedeemAmountForm } from './redeem-amount-form';
import { RedemptionReceipt, type Receipt } from './redemption-receipt';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const redeemedReceipt = (card: GiftCardDetailInside, { redemption, card: after }: RedemptionResultInside): Receipt => ({
  cardId: card.id,
  redemptionId: redemption.id,
  maskedCode: card.maskedCode,
  amountMinor: redemption.amount,
  balanceMinor: after.balance,
  currency: after.currency,
  what: card.product.name ?? 'Gift card',
  at: redemption.at,
  by: redemption.actor,
  reference: redemption.id.slice(-8).toUpperCase(),
});

const usedReceipt = (card: GiftCardDetailInside, you: string): Receipt => ({
  cardId: card.id,
  redemptionId: null,
  maskedCode: card.maskedCode,
  amountMinor: null,
  balanceMinor: card.balance,
  currency: card.currency,
  what: card.product.name ?? 'Voucher',
  at: card.used?.at ?? new Date().toISOString(),
  by: card.used?.by ?? you,
  reference: null,
});

/** One card at the counter: what it holds, then an amount or 'Mark as used', then the receipt. */
export function CounterSession({ cardId, onNext }: { cardId: string; onNext: () => void }) {
  const timeZone = useStoreTimeZone();
  const card = useCounterCard(cardId);
  const session = useSession();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  return (
    <QueryState query={card} loadingLabel="Loading the card…">
      {(data) => {
        if (receipt) return <RedemptionReceipt receipt={receipt} onNext={onNext} />;
        const problem = whyNotRedeemable(data, timeZone);
        return (
          <div className="space-y-5">
            <CounterCard card={data} />
            {problem ? (
              <Alert tone="warning" testId="not-redeemable">
                {problem}
              </Alert>
            ) : data.kind === 'voucher' ? (
              <MarkUsedPanel cardId={data.id} onUsed={(card) => setReceipt(usedReceipt(card, session.name))} />
            ) : (
              <RedeemAmountForm card={data} onRedeemed={(result) => setReceipt(redeemedReceipt(data, result))} />
            )}
            <Button variant="ghost" fullWidth onClick={onNext}>
              Another card
            </Button>
          </div>
        );
      }}
    </QueryState>
  );
}
