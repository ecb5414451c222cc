import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from '@giftfront/domain/fulfilment-status';
import type { OrderResult } from '@giftfront/domain/order';

const TONE: Record<FulfilmentStatus, string> = {
  digital: 'bg-gray-50 text-gray-700 ring-gray-500/25',
  'awaiting-shipment': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  'awaiting-collection': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  shipped: 'bg-green-50 text-green-800 ring-green-600/25',
  collected: 'bg-green-50 text-green-800 ring-green-600/25',
};

/** Where a postal or collection order's cards are, as the store marked it; a server without the status answers 'Awaiting shipment'. */
export function FulfilmentState({ fulfillment }: { fulfillment: OrderResult['order']['fulfillment'] }) {
  const status = fulfillment.status ?? 'awaiting-shipment';
  const tracking =
    status === 'shipped' && fulfillment.carrier
      ? `${fulfillment.carrier}${fulfillment.trackingNumber ? `, tracking ${fulfillment.trackingNumber}` : ''}`
      : null;
  return (
    <>
      <span
        className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONE[status]}`}
        data-testid="issued-card-status"
      >
        {FULFILMENT_STATUS_LABELS[status]}
      </span>
      {tracking && (
        <span className="text-sm break-all text-gray-700" data-testid="issued-card-tracking">
          {tracking}
        </span>
      )}
    </>
  );
}
