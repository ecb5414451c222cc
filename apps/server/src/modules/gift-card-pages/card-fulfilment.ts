import {
  FULFILMENT_STATUS_LABELS,
  fulfilmentStatusOf,
  type FulfilmentStatus,
} from '@giftfront/domain/fulfilment-status';
import type { FulfilmentFacts } from './gift-card-page-repository.ts';

/** Where a printed card is on its way to its holder; email cards have none. */
export interface FulfilmentPresentation {
  status: Exclude<FulfilmentStatus, 'digital'>;
  label: string;
  carrier: string | null;
  trackingNumber: string | null;
}

export function presentFulfilment(order: FulfilmentFacts | null): FulfilmentPresentation | null {
  if (!order) return null;
  const status = fulfilmentStatusOf(order);
  if (status === 'digital') return null;
  const shipped = status === 'shipped';
  return {
    status,
    label: FULFILMENT_STATUS_LABELS[status],
    carrier: shipped ? order.carrier?.trim() || null : null,
    trackingNumber: shipped ? order.trackingNumber?.trim() || null : null,
  };
}
