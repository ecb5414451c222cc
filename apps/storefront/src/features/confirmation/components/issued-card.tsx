import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ExternalLink, Hourglass, Mail, MailOpen, Package, Printer, User } from 'lucide-react';
import { formatDay as formatExpiryDate } from '@/lib/i18n/dates';
import { apiPaths } from '@giftfront/domain/api-paths';
import { maskGiftCardCode } from '@giftfront/domain/gift-card-code';
import type { IssuedGiftCard, OrderResult } from '@giftfront/domain/order';
import { buttonClasses } from '@/components/button';
import { ProductImage } from '@/components/product-image';
import { formatMoment as formatDeliveryMoment } from '@/lib/i18n/dates';
import { FulfilmentState } from './fulfilment-state';
import { WalletButtons } from './wallet-buttons';

export const isPostal = (deliveryMethod: string) => deliveryMethod === 'Postal';

/**
 * product §2 per purchased card: image, title (default 'Gift Card'), code (last four only, product §9),
 * recipient (name for postal delivery, email otherwise), message, 'Scheduled for' a future date
 * (or 'Sent' a past one) in the shopper's locale with the time zone;
 * postal cards 'Delivery: Post' and where they are (Awaiting shipment, or Shipped with the
 * carrier and tracking), others View and Print. A browser
 * other than the buyer's gets no card id (docs/decisions/0010): it is pointed to the receipt
 * email's link instead of View and Print.
 */
export function IssuedCard({
  card,
  buyer,
  shipToName = null,
  fulfillment,
}: {
  card: IssuedGiftCard;
  buyer: { name: string; email: string };
  /** A postal card goes to whoever the order's one 'Ship to' names (issue 26 item 12). */
  shipToName?: string | null;
  fulfillment: OrderResult['order']['fulfillment'];
}) {
  const { t } = useLingui();
  const title = card.giftCardTitle || (card.kind === 'voucher' ? t`Voucher` : t`Gift Card`);
  const ending = card.giftCardCode.slice(-4);
  const postal = isPostal(card.deliveryMethod);
  const recipient = postal ? shipToName || card.recipientName || buyer.name : card.recipientEmail || buyer.email;
  const scheduled = formatDeliveryMoment(card.scheduledDate);
  const future = card.scheduledDate !== null && new Date(card.scheduledDate).getTime() > Date.now();
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:flex-row sm:p-5"
      data-testid="issued-card"
    >
      <ProductImage
        src={card.giftCardImageUrl}
        alt={title}
        fit="contain"
        className="aspect-[8/5] w-full shrink-0 self-start rounded-xl border border-gray-100 bg-gray-50 sm:w-44"
        testId="issued-card-image"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-gray-900" data-testid="issued-card-title">
              {title}
            </h3>
            {card.option && card.option !== title && (
              <p className="text-sm text-gray-600" data-testid="issued-card-option">
                {card.option}
              </p>
            )}
          </div>
          <span
            className="rounded-md bg-gray-100 px-2 py-1 font-mono text-sm font-semibold tracking-wider text-gray-800"
            data-testid="issued-card-code"
            aria-label={t`Code ending ${ending}`}
          >
            {maskGiftCardCode(card.giftCardCode)}
          </span>
        </div>
        <dl className="mt-2 space-y-1.5 text-sm text-gray-700">
          <div className="flex items-center gap-2">
            <dt>
              {postal ? (
                <User aria-hidden="true" className="size-4 text-gray-400" />
              ) : (
                <Mail aria-hidden="true" className="size-4 text-gray-400" />
              )}
            </dt>
            <dd data-testid="issued-card-recipient">
              <span className="sr-only">
                <Trans>Recipient:</Trans>{' '}
              </span>
              {recipient}
            </dd>
          </div>
          {card.expiresOn !== undefined && (
            <div className="flex items-center gap-2">
              <dt>
                <Hourglass aria-hidden="true" className="size-4 text-gray-400" />
                <span className="sr-only">
                  <Trans>Expiry</Trans>
                </span>
              </dt>
              <dd data-testid="issued-card-expiry">
                {card.expiresOn ? t`Valid until ${formatExpiryDate(card.expiresOn)}` : t`Does not expire`}
              </dd>
            </div>
          )}
          {scheduled && (
            <div className="flex items-center gap-2">
              <dt>
                <CalendarClock aria-hidden="true" className="size-4 text-gray-400" />
                <span className="sr-only">
                  <Trans>Delivery date</Trans>
                </span>
              </dt>
              <dd data-testid="issued-card-scheduled">
                {future ? t`Scheduled for ${scheduled}` : t`Sent ${scheduled}`}
              </dd>
            </div>
          )}
        </dl>
        {card.giftMessage && (
          <p
            className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700 italic"
            data-testid="issued-card-message"
          >
            “{card.giftMessage}”
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {postal ? (
            <>
              <span
                className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-700"
                data-testid="issued-card-delivery"
              >
                <Package aria-hidden="true" className="size-4 text-gray-400" />
                <Trans>Delivery: Post</Trans>
              </span>
              <FulfilmentState fulfillment={fulfillment} />
            </>
          ) : card.giftCardId === null ? (
            <p
              className="inline-flex items-center gap-1.5 text-sm text-gray-600"
              data-testid="issued-card-receipt-hint"
            >
              <MailOpen aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              <Trans>To view or print this card, open the link in your receipt email.</Trans>
            </p>
          ) : (
            <>
              <a
                href={apiPaths.giftCardPreview(card.giftCardId)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                data-testid="issued-card-view"
                aria-label={t`View ${title} ending ${ending} (opens in a new tab)`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                <Trans>View</Trans>
              </a>
              <a
                href={apiPaths.giftCardPdf(card.giftCardId)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                data-testid="issued-card-print"
                aria-label={t`Print ${title} ending ${ending} (opens in a new tab)`}
              >
                <Printer aria-hidden="true" className="size-4" />
                <Trans>Print</Trans>
              </a>
              <WalletButtons wallet={card.wallet} label={t`${title} ending ${ending}`} />
            </>
          )}
        </div>
      </div>
    </li>
  );
}
