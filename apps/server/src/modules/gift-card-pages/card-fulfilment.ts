import { fulfilmentStatusOf, type FulfilmentStatus } from '@giftfront/domain/fulfilment-status';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import type { FulfilmentFacts } from './gift-card-page-read-model.ts';

/** Where a printed card is on its way to its holder; email cards have none. */
export interface FulfilmentPresentation {
  status: Exclude<FulfilmentStatus, 'digital'>;
  label: string;
  carrier: string | null;
  trackingNumber: string | null;
}

/** A printed card's state in the reader's language (domain's FULFILMENT_STATUS_LABELS are the English). */
function statusLabel({ i18n }: Localizer, status: Exclude<FulfilmentStatus, 'digital'>): string {
  switch (status) {
    case 'shipped':
      return i18n._({ id: 'fulfilment.shipped', message: 'Shipped' });
    case 'collected':
      return i18n._({ id: 'fulfilment.collected', message: 'Collected' });
    case 'awaiting-collection':
      return i18n._({ id: 'fulfilment.awaiting-collection', message: 'Awaiting collection' });
    default:
      return i18n._({ id: 'fulfilment.awaiting-shipment', message: 'Awaiting shipment' });
  }
}

export function presentFulfilment(
  order: FulfilmentFacts | null,
  loc: Localizer = localizer('en'),
): FulfilmentPresentation | null {
  if (!order) return null;
  const status = fulfilmentStatusOf(order);
  if (status === 'digital') return null;
  const shipped = status === 'shipped';
  return {
    status,
    label: statusLabel(loc, status),
    carrier: shipped ? order.carrier?.trim() || null : null,
    trackingNumber: shipped ? order.trackingNumber?.trim() || null : null,
  };
}
