import { Trans } from '@lingui/react/macro';
import {
  PostalAddressFields,
  usePostalAddressLabels,
  type PostalAddressPart,
} from '@/entities/address/postal-address-fields';
import type { GiftForm } from '../use-gift-form';

const NAMES = {
  country: 'postal.country',
  address: 'postal.address',
  apartment: 'postal.apartment',
  city: 'postal.city',
  region: 'postal.region',
  postalCode: 'postal.postalCode',
} as const satisfies Record<PostalAddressPart, string>;

/** Each field's id: a failed Save focuses the first to fix by it. */
export const postalFieldId = (part: PostalAddressPart) => `gift-${NAMES[part].replace('.', '-')}`;
const idOf = postalFieldId;

/**
 * A postal gift's address (issue 26 item 12): where the card is posted to the recipient, by the
 * country's rules, as the checkout asks it. The buyer is the sender ('From').
 */
export function PostalGiftFields({ gift, mapsApiKey }: { gift: GiftForm; mapsApiKey?: string | null }) {
  const labels = usePostalAddressLabels();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" data-testid="gift-ship-to" aria-describedby="gift-ship-to-hint">
      <legend className="mb-1 text-base font-semibold text-gray-900 sm:col-span-6">
        <Trans>Ship to</Trans>
      </legend>
      <p id="gift-ship-to-hint" className="-mt-2 text-sm text-gray-600 sm:col-span-6">
        <Trans>The card is posted to the recipient at this address. You are the sender.</Trans>
      </p>
      <PostalAddressFields
        form={gift.form}
        names={NAMES}
        idOf={idOf}
        labels={labels}
        testIdPrefix="gift-"
        mapsApiKey={mapsApiKey}
      />
    </fieldset>
  );
}
