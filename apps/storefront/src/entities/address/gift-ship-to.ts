import { postalLabel } from '@giftfront/domain/address-format';
import type { GiftDetails } from '@giftfront/domain/gift-details';

/**
 * A postal gift's one 'Ship to' (issue 26 item 12) as its label reads: the recipient's name, the
 * address as the country writes it, the country; null for a gift sent by email.
 */
export function giftShipToLines(
  details: Pick<GiftDetails, 'recipientName' | 'postal'> | null | undefined,
): string[] | null {
  const postal = details?.postal;
  if (!postal) return null;
  return postalLabel({
    name: details.recipientName,
    company: postal.company,
    address: postal.address,
    address2: postal.apartment,
    city: postal.city,
    region: postal.region,
    postcode: postal.postalCode,
    country: postal.country,
  });
}
