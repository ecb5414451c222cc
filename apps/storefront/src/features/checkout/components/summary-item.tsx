import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { CalendarClock, Gift, Pencil, Truck } from 'lucide-react';
import type { CartItem } from '@giftfront/domain/cart';
import { ProductImage } from '@/components/product-image';
import { formatOnRecipientClock } from '@/lib/i18n/dates';
import { giftShipToLines } from '@/entities/address/gift-ship-to';

const productPath = (item: CartItem) =>
  `/${item.product.type === 'Voucher' ? 'voucher' : 'gift-card'}/${item.product.slug}`;

/**
 * A line of the order summary: image with its quantity, name linking to its page (product §2),
 * amount and design, gift details with 'Edit' or a 'Send as gift' button, line price; and, when a
 * postal method is chosen, that it goes by post (`byPost`: the method's name).
 */
export function SummaryItem({
  item,
  lineTotal,
  onEditGift,
  byPost = null,
}: {
  item: CartItem;
  lineTotal: string;
  onEditGift?: (itemId: string) => void;
  byPost?: string | null;
}) {
  const { denomination, theme, giftDetails } = item.options;
  const { t } = useLingui();
  // On the recipient's clock, the zone named (issue 30).
  const scheduled = formatOnRecipientClock(giftDetails?.scheduledDateTimeUtc, giftDetails?.timeZone);
  const shipTo = giftShipToLines(giftDetails);
  return (
    <li className="flex gap-4 py-4" data-testid="summary-item">
      <div className="relative shrink-0">
        <ProductImage
          src={item.imageUrl || item.product.imageSrc}
          alt={theme?.alt || item.product.imageAlt || item.product.name}
          className="aspect-[8/5] w-20 rounded-lg border border-gray-200"
        />
        <span
          className="absolute -top-2 -end-2 flex size-5 items-center justify-center rounded-full bg-gray-700 text-[11px] font-semibold text-white tabular-nums"
          aria-label={t`Quantity ${item.quantity}`}
          data-testid="summary-item-quantity"
        >
          {item.quantity}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={productPath(item)}
              className="text-sm font-semibold text-gray-900 hover:text-primary-ink hover:underline"
              data-testid="summary-item-name"
            >
              {item.product.name}
            </Link>
            <p className="text-sm text-gray-600">
              {denomination.label}
              {item.product.type === 'GiftCard' && theme?.name ? ` · ${theme.name}` : ''}
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-gray-900 tabular-nums" data-testid="summary-item-total">
            {lineTotal}
          </span>
        </div>
        {byPost && (
          <p
            className="mt-1 flex items-center gap-1.5 text-xs font-medium text-gray-700"
            data-testid="summary-item-by-post"
          >
            <Truck aria-hidden="true" className="size-3.5 shrink-0" />
            <Trans>Sent by post ({byPost})</Trans>
          </p>
        )}
        {giftDetails ? (
          <div
            className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-700"
            data-testid="summary-gift-details"
          >
            <p className="flex items-center gap-1.5 font-medium text-gray-900">
              <Gift aria-hidden="true" className="size-3.5 shrink-0 text-primary-ink" />
              <span className="truncate">
                <Trans>To {giftDetails.recipientName}</Trans>
              </span>
            </p>
            {shipTo ? (
              <p className="ps-5 text-gray-600" data-testid="summary-gift-ship-to">
                <span className="font-medium text-gray-900">
                  <Trans>Ship to</Trans>
                </span>{' '}
                {shipTo.join(', ')}
              </p>
            ) : (
              <p className="truncate ps-5 text-gray-600">{giftDetails.recipientEmail}</p>
            )}
            {giftDetails.message && <p className="mt-1 line-clamp-2 italic">“{giftDetails.message}”</p>}
            {scheduled && (
              <p className="mt-1 flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-3.5" />
                <Trans>Delivers {scheduled}</Trans>
              </p>
            )}
            {onEditGift && (
              <button
                type="button"
                onClick={() => onEditGift(item.id)}
                className="mt-1.5 inline-flex items-center gap-1 font-semibold text-primary-ink hover:underline"
                data-testid="edit-gift"
                aria-label={t`Edit gift details: ${item.product.name}`}
              >
                <Pencil aria-hidden="true" className="size-3" />
                <Trans>Edit</Trans>
              </button>
            )}
          </div>
        ) : (
          onEditGift && (
            <button
              type="button"
              onClick={() => onEditGift(item.id)}
              className="mt-1.5 inline-flex items-center gap-1 text-xs font-semibold text-primary-ink hover:underline"
              data-testid="send-as-gift"
              aria-label={t`Send as gift: ${item.product.name}`}
            >
              <Gift aria-hidden="true" className="size-3.5" />
              <Trans>Send as gift</Trans>
            </button>
          )
        )}
      </div>
    </li>
  );
}
