import type { CardStatus } from '@giftfront/domain/gift-card-status';
import { Badge } from '@/components/badge';

const TONES = {
  Active: 'success',
  Inactive: 'neutral',
  Spent: 'neutral',
  Used: 'neutral',
  Expired: 'warning',
  Voided: 'danger',
} as const satisfies Record<CardStatus, string>;

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
