import { Ban, CalendarClock, HandCoins, Mail, RotateCcw, SlidersHorizontal, WalletCards } from 'lucide-react';
import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import { isVoidedByRefund } from '@giftfront/domain/gift-card-status';
import { Button, ButtonLink } from '@/components/button';

export type CardAction = 'resend' | 'load' | 'adjust' | 'void' | 'reactivate' | 'expiry';

/**
 * What the person may do with the card: staff redeem (at the counter page) and resend; owners
 * also load money onto a money card in use, adjust, void or reactivate and change the expiry. Staff never see the owners' buttons.
 */
export function CardActionsBar({
  card,
  isOwner,
  onAction,
}: {
  card: GiftCardDetailInside;
  isOwner: boolean;
  onAction: (action: CardAction) => void;
}) {
  const emailed = card.delivery.method === 'Email';
  return (
    <div className="flex flex-wrap gap-2" data-testid="card-actions">
      {card.status === 'Active' && (
        <ButtonLink to={`/redeem?card=${card.id}`}>
          <HandCoins aria-hidden="true" className="size-4" /> {card.kind === 'voucher' ? 'Mark as used' : 'Redeem'}
        </ButtonLink>
      )}
      {emailed && (
        <Button variant="secondary" onClick={() => onAction('resend')}>
          <Mail aria-hidden="true" className="size-4" /> Resend gift email
        </Button>
      )}
      {isOwner && (
        <>
          {card.kind === 'money' && (card.status === 'Active' || card.status === 'Spent') && (
            <Button variant="secondary" onClick={() => onAction('load')}>
              <WalletCards aria-hidden="true" className="size-4" /> Load money
            </Button>
          )}
          {card.kind === 'money' && card.status !== 'Voided' && (
            <Button variant="secondary" onClick={() => onAction('adjust')}>
              <SlidersHorizontal aria-hidden="true" className="size-4" /> Adjust balance
            </Button>
          )}
          <Button variant="secondary" onClick={() => onAction('expiry')}>
            <CalendarClock aria-hidden="true" className="size-4" /> Change expiry
          </Button>
          {card.status === 'Voided' ? (
            // A card a refund voided gave its value back to the buyer: there is nothing to reactivate.
            !isVoidedByRefund(card) && (
              <Button variant="secondary" onClick={() => onAction('reactivate')}>
                <RotateCcw aria-hidden="true" className="size-4" /> Reactivate
              </Button>
            )
          ) : (
            <Button variant="secondary" className="text-red-700" onClick={() => onAction('void')}>
              <Ban aria-hidden="true" className="size-4" /> Void
            </Button>
          )}
        </>
      )}
    </div>
  );
}
