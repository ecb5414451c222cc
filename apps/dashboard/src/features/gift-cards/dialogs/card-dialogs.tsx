import type { GiftCardDetailInside, RedemptionInside } from '@giftfront/domain/admin/gift-cards';
import type { CardAction } from '../components/card-actions-bar';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { ChangeExpiryDialog } from './change-expiry-dialog';
import { LoadCardDialog } from './load-card-dialog';
import { ReactivateCardDialog } from './reactivate-card-dialog';
import { ResendGiftDialog } from './resend-gift-dialog';
import { ReverseRedemptionDialog } from './reverse-redemption-dialog';
import { VoidCardDialog } from './void-card-dialog';

interface CardDialogsProps {
  card: GiftCardDetailInside;
  action: CardAction | null;
  onAction: (action: CardAction | null) => void;
  reversing: RedemptionInside | null;
  onReversing: (redemption: RedemptionInside | null) => void;
  onDone: (notice: string) => void;
}

/** The card page's dialogs, at most one open. */
export function CardDialogs({ card, action, onAction, reversing, onReversing, onDone }: CardDialogsProps) {
  const props = (name: CardAction) => ({
    card,
    onDone,
    open: action === name,
    onOpenChange: (open: boolean) => onAction(open ? name : null),
  });
  return (
    <>
      <ResendGiftDialog {...props('resend')} />
      <LoadCardDialog {...props('load')} />
      <AdjustBalanceDialog {...props('adjust')} />
      <VoidCardDialog {...props('void')} />
      <ReactivateCardDialog {...props('reactivate')} />
      <ChangeExpiryDialog {...props('expiry')} />
      <ReverseRedemptionDialog
        card={card}
        redemption={reversing}
        onDone={onDone}
        onOpenChange={(open) => !open && onReversing(null)}
      />
    </>
  );
}
