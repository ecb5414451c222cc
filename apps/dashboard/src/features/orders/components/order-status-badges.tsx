import type { FulfilmentStatus, PaymentStatus } from '@giftfront/domain/admin/orders';
import { Badge } from '@/components/badge';

const PAYMENT_TONE = {
  Paid: 'success',
  'Partially refunded': 'warning',
  Refunded: 'neutral',
} as const satisfies Record<PaymentStatus, string>;

export const PaymentBadge = ({ status }: { status: PaymentStatus }) => (
  <Badge tone={PAYMENT_TONE[status]}>{status}</Badge>
);

export const FulfilmentBadge = ({ status }: { status: FulfilmentStatus }) => (
  <Badge tone={status.startsWith('Awaiting') ? 'accent' : 'neutral'}>{status}</Badge>
);

/** Flags a person should see first: a review to do, a dispute open. */
export function OrderFlags({ review, disputed }: { review: boolean; disputed: boolean }) {
  if (!review && !disputed) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {review && <Badge tone="warning">Needs review</Badge>}
      {disputed && <Badge tone="warning">Disputed</Badge>}
    </span>
  );
}

/** A top-up paid for an existing card: named in the list and on its page, with the card's last 4. */
export const TopupBadge = ({ last4 }: { last4: string | null }) => (
  <Badge tone="accent">Top-up{last4 ? <span className="font-mono"> ····{last4}</span> : null}</Badge>
);
