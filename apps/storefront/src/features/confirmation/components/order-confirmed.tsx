import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { IssuedGiftCard, OrderResult } from '@giftfront/domain/order';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { CodesDownload } from './codes-download';
import { IssuedCard, isPostal } from './issued-card';
import { OrderFacts } from './order-facts';
import { ShippingDetails } from './shipping-details';

/** How many gifts show before 'Show all'. */
const COLLAPSED_CARDS = 10;

function IssuedCards({
  id,
  title,
  cards,
  order,
}: {
  id: string;
  title: string;
  cards: IssuedGiftCard[];
  order: OrderResult['order'];
}) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  if (cards.length === 0) return null;
  // A Send to many order (issue 31) may hold 1,000 gifts: the first ten, then all on request.
  const collapsed = cards.length > COLLAPSED_CARDS && !expanded;
  const shown = collapsed ? cards.slice(0, COLLAPSED_CARDS) : cards;
  const total = cards.length;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="space-y-3" data-testid={id}>
        {shown.map((card, index) => (
          <IssuedCard
            key={card.giftCardId ?? index}
            card={card}
            buyer={order.customer}
            shipToName={order.shippingAddress?.name ?? null}
            fulfillment={order.fulfillment}
          />
        ))}
      </ul>
      {collapsed && (
        <Button
          variant="outline"
          className="mt-3"
          aria-expanded={false}
          aria-controls={id}
          onClick={() => setExpanded(true)}
          data-testid={`${id}-show-all`}
        >
          {t`Show all ${total}`}
        </Button>
      )}
    </section>
  );
}

/** The default words name what was bought: gift cards, vouchers, or both. */
function defaultMessage(cards: IssuedGiftCard[], i18n: I18n): string {
  const vouchers = cards.some((card) => card.kind === 'voucher');
  const giftCards = cards.some((card) => card.kind !== 'voucher');
  if (vouchers && giftCards)
    return i18n._(msg`Your order has been processed and your gift cards and vouchers are ready to use.`);
  if (vouchers) return i18n._(msg`Your order has been processed and your vouchers are ready to use.`);
  return i18n._(msg`Your order has been processed and your gift cards are ready to use.`);
}

/** product §2 Order confirmation, for an order or a gift card top-up (order.kind 'topup'). */
export function OrderConfirmed({ result, message }: { result: OrderResult; message: string | null | undefined }) {
  const { order, giftCards } = result;
  const topup = order.kind === 'topup';
  const { t, i18n } = useLingui();
  const postalOrder = isPostal(order.deliveryMethod) && order.shippingAddress !== null;
  return (
    <div className="space-y-6" data-testid="order-confirmed">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 text-sm font-semibold tracking-wide text-primary-ink uppercase">
          <Trans>Thank you!</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {topup ? <Trans>Your gift card is topped up!</Trans> : <Trans>Your order is confirmed!</Trans>}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-gray-600" data-testid="confirmation-message">
          {topup ? t`The amount has been added to your gift card balance.` : message || defaultMessage(giftCards, i18n)}
        </p>
        <p className="mt-3 text-sm text-gray-700">
          <Trans>
            Order number{' '}
            <strong className="font-semibold text-gray-900" data-testid="order-number">
              {order.reference}
            </strong>
          </Trans>
        </p>
      </header>

      {topup ? (
        <ul className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs" data-testid="topup-items">
          {order.items.map((item) => (
            <li key={item.productId} className="flex justify-between gap-4 text-sm">
              <span>
                <span className="font-semibold text-gray-900">{item.productName}</span>{' '}
                <span className="text-gray-600">{item.denominationLabel}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {order.codesDownload && (
            <CodesDownload
              paymentIntentId={order.payment.paymentIntentId}
              window={order.codesDownload}
              fullAccess={giftCards.some((card) => card.giftCardId !== null)}
            />
          )}
          <IssuedCards
            id="issued-cards"
            title={t`Your gift cards`}
            cards={giftCards.filter((card) => card.kind !== 'voucher')}
            order={order}
          />
          <IssuedCards
            id="issued-vouchers"
            title={t`Your vouchers`}
            cards={giftCards.filter((card) => card.kind === 'voucher')}
            order={order}
          />
        </>
      )}

      <OrderFacts order={order} />
      {postalOrder && <ShippingDetails order={order} />}

      <div className="flex justify-center pt-2">
        <ButtonLink to="/" size="lg" data-testid="continue-shopping">
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
