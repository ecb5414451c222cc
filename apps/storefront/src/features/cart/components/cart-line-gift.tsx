import { Gift, Pencil } from 'lucide-react';
import type { CartItem } from '@giftfront/domain/cart';
import { useShopActions } from '@/entities/cart/shop-actions';
import { giftShipToLines } from '@/entities/address/gift-ship-to';
import { formatGiftDelivery } from '../gift-delivery';
import { intlLocale } from '@/lib/i18n/page-locale';
import { Trans, useLingui } from '@lingui/react/macro';

/** product §2: a line's gift details (To, Email, message, delivery) with Edit, or 'Send as gift'. */
export function CartLineGift({ item }: { item: CartItem }) {
  const { openGiftDetails } = useShopActions();
  const { t } = useLingui();
  const details = item.options.giftDetails;
  const name = item.product.name;

  if (!details) {
    return (
      <button
        type="button"
        onClick={() => openGiftDetails(item.id)}
        aria-label={t`Send as gift: ${name}`}
        data-testid="line-send-as-gift"
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-primary-ink hover:underline"
      >
        <Gift aria-hidden="true" className="size-4" />
        <Trans>Send as gift</Trans>
      </button>
    );
  }

  const delivery = formatGiftDelivery(details, intlLocale());
  const shipTo = giftShipToLines(details);
  return (
    <div
      data-testid="line-gift-details"
      className="rounded-xl bg-gray-50 px-3.5 py-3 text-sm ring-1 ring-gray-200/70 ring-inset"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 font-semibold text-gray-900">
          <Gift aria-hidden="true" className="size-4 text-primary-ink" />
          <Trans>Gift details</Trans>
        </p>
        <button
          type="button"
          onClick={() => openGiftDetails(item.id)}
          aria-label={t`Edit gift details: ${name}`}
          data-testid="line-edit-gift"
          className="-my-1 -me-1.5 inline-flex items-center gap-1 rounded-lg px-1.5 py-1 font-semibold text-primary-ink hover:bg-white hover:underline"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          <Trans>Edit</Trans>
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-gray-600">
        <dt className="font-medium text-gray-500">
          <Trans>To</Trans>
        </dt>
        <dd className="text-gray-900 [overflow-wrap:anywhere]" data-testid="gift-to">
          {details.recipientName}
        </dd>
        {shipTo ? (
          <>
            <dt className="font-medium text-gray-500">
              <Trans>Ship to</Trans>
            </dt>
            <dd className="text-gray-900 [overflow-wrap:anywhere]" data-testid="gift-ship-to">
              {shipTo.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-gray-500">
              <Trans>Email</Trans>
            </dt>
            <dd className="text-gray-900 [overflow-wrap:anywhere]" data-testid="gift-email">
              {details.recipientEmail}
            </dd>
          </>
        )}
        {details.message && (
          <>
            <dt className="font-medium text-gray-500">
              <Trans>Message</Trans>
            </dt>
            <dd className="line-clamp-3 break-words whitespace-pre-line italic" data-testid="gift-message">
              “{details.message}”
            </dd>
          </>
        )}
        <dt className="font-medium text-gray-500">
          <Trans>Delivery</Trans>
        </dt>
        <dd className="text-gray-900" data-testid="gift-delivery">
          {shipTo ? <Trans>By post</Trans> : (delivery ?? <Trans>Immediately after purchase</Trans>)}
        </dd>
      </dl>
    </div>
  );
}
