import { minorUnits, type MinorUnits } from '@giftfront/domain/money';
import type { SpentBelowRefundInside } from '@giftfront/domain/admin/order-refunds';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatAmount } from '@/lib/money';

/** The 409: which cards were spent, and the owner's two ways on — refund less, or refund anyway and record the loss. */
export function SpentCardsChoice({
  spent,
  currency,
  pending,
  onRefundLess,
  onAcceptLoss,
}: {
  spent: SpentBelowRefundInside;
  currency: string;
  pending: boolean;
  onRefundLess: () => void;
  onAcceptLoss: () => void;
}) {
  const money = (minor: MinorUnits) => formatAmount(minor, currency);
  const loss = minorUnits(spent.spentCards.reduce((sum, card) => sum + card.toRefund - card.balance, 0));
  return (
    <div className="space-y-4" data-testid="spent-cards">
      <Alert tone="warning">Some gift cards of this refund have already been spent.</Alert>
      <ul className="space-y-1 text-sm">
        {spent.spentCards.map((card) => (
          <li key={card.id}>
            Card ending <span className="font-mono">{card.last4}</span>: {money(card.balance)} left of the{' '}
            {money(card.toRefund)} this refund takes back
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" disabled={pending || spent.refundableWithoutLoss <= 0} onClick={onRefundLess}>
          Refund {money(spent.refundableWithoutLoss)} instead
        </Button>
        <Button variant="danger" disabled={pending} onClick={onAcceptLoss}>
          Refund anyway (loss {money(loss)})
        </Button>
      </div>
    </div>
  );
}
