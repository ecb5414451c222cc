import { Trans, useLingui } from '@lingui/react/macro';
import { postalLabel } from '@giftfront/domain/address-format';
import { formatPhoneNumber } from '@giftfront/domain/customer';
import type { OrderResult } from '@giftfront/domain/order';

type Order = OrderResult['order'];

/**
 * product §2: for postal orders, the address, the contact info and the shipping method. The
 * address is the recipient's as its country writes it (decision 0080), the buyer the sender: the
 * same 'Ship to' as the receipt, the order page and the dashboard.
 */
export function ShippingDetails({ order }: { order: Order }) {
  const { t } = useLingui();
  const address = order.shippingAddress;
  if (!address) return null;
  const lines = postalLabel(address);
  const sender = address.sender?.trim();
  return (
    <section
      aria-labelledby="shipping-details-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6"
      data-testid="shipping-details"
    >
      <h2 id="shipping-details-title" className="text-base font-semibold text-gray-900">
        <Trans>Shipping Details</Trans>
      </h2>
      <div className="mt-3 grid gap-5 text-sm sm:grid-cols-3">
        <div>
          <h3 className="font-medium text-gray-500">
            <Trans>Ship to</Trans>
          </h3>
          <address className="mt-1 text-gray-800 not-italic" data-testid="shipping-address">
            {lines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
          {sender && sender !== address.name && (
            <p className="mt-1 text-gray-600" data-testid="shipping-sender">
              <Trans>From {sender}</Trans>
            </p>
          )}
        </div>
        <div>
          <h3 className="font-medium text-gray-500">
            <Trans>Contact</Trans>
          </h3>
          <p className="mt-1 text-gray-800" data-testid="shipping-contact">
            <span className="block">{address.email || order.customer.email}</span>
            {address.mobileNumber && (
              <span className="block tabular-nums">{formatPhoneNumber(address.mobileNumber)}</span>
            )}
          </p>
        </div>
        <div>
          <h3 className="font-medium text-gray-500">
            <Trans>Shipping method</Trans>
          </h3>
          <p className="mt-1 text-gray-800" data-testid="shipping-method">
            {order.fulfillment.shippingOptionName ?? t`Post`}
          </p>
        </div>
      </div>
    </section>
  );
}
