import type { StoreSettings } from '@giftfront/domain/branding';
import { findShippingOption } from '@giftfront/domain/checkout-pricing';
import type { OrderCustomer } from '@giftfront/domain/customer';
import type { OrderLine } from '@giftfront/domain/order';
import { normalisePostcode, samePostalAddress } from '@giftfront/domain/postal-address';
import { refuse } from '../../lib/refuse.ts';

/**
 * A postal gift (issue 26 item 12) is posted to its recipient at the address typed in the gift
 * dialog: that address is the order's one Ship to, whatever else the payload says, so the
 * confirmation, the receipt, the dashboard, the packing slip and the shipment notice all read it.
 * One order is posted to one address by a postal option, and holds no gift sent by email.
 */
export function postalGiftShipTo(
  settings: StoreSettings,
  selected: string | null | undefined,
  cart: readonly OrderLine[],
  customer: OrderCustomer,
): OrderCustomer {
  const posted = cart.filter((line) => line.giftDetails?.postal);
  const first = posted[0]?.giftDetails;
  if (!first?.postal) return customer;
  const postal = first.postal;
  const name = first.recipientName.trim();
  for (const line of posted.slice(1)) {
    const details = line.giftDetails!;
    if (!samePostalAddress(details.postal!, postal) || details.recipientName.trim() !== name)
      throw refuse(
        'One order is posted to one address: place a separate order for each recipient who gets a gift by post.',
      );
  }
  if (cart.some((line) => line.giftDetails && !line.giftDetails.postal))
    throw refuse(
      'Gifts sent by post and gifts sent by email cannot be in one order: place a separate order for the emailed gifts.',
    );
  if (findShippingOption(settings, selected)?.deliveryMethod !== 'Postal')
    throw refuse(`${name || 'The recipient'}'s gift is sent by post: choose a postal delivery option.`);
  return {
    ...customer,
    shipToName: name,
    company: postal.company || null,
    address: postal.address,
    address2: postal.apartment || null,
    city: postal.city,
    region: postal.region || null,
    postcode: normalisePostcode(postal.country, postal.postalCode),
    country: postal.country.toUpperCase(),
  };
}
