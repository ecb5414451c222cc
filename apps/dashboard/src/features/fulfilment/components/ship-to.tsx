import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';

/** The recipient and the address, one line each, as the parcel is labelled. */
export function ShipTo({ order }: { order: FulfilmentOrder }) {
  // The address as its country writes it (postcode included), then the country.
  const lines = [...order.addressLines, order.country ?? ''].filter(Boolean);
  return (
    <address className="min-w-0 text-sm not-italic">
      <span className="block font-medium break-words text-zinc-900">{order.recipient}</span>
      {lines.map((line) => (
        <span key={line} className="block break-words text-zinc-600">
          {line}
        </span>
      ))}
      {order.mobileNumber && <span className="block text-zinc-600 tabular-nums">{order.mobileNumber}</span>}
    </address>
  );
}
