import { Trans } from '@lingui/react/macro';
import { Gift, ShoppingBag, Zap } from 'lucide-react';
import { Button } from '@/components/button';
import type { PurchaseHandlers } from '../use-purchase-handlers';
import { PriceText } from '@/components/price-text';
import { replayTap, useReplayedTap } from '@/lib/use-replayed-tap';

interface Props {
  handlers: PurchaseHandlers;
  canBuy: boolean;
  /** 'Buy Now' on gift cards, 'Buy now' on vouchers (product §2). */
  buyNowLabel: string;
}

/**
 * Gifting is the main path: Send as gift is the one primary button (store colour) at every size;
 * Add to cart and Buy now are outlined, inline from md up (the bottom bar has them below), so
 * they stay distinct from it whatever the store colour.
 */
export function PurchaseButtons({ handlers, canBuy, buyNowLabel }: Props) {
  // A tap on these or the bottom bar's buttons before the page was ready is done now (decision 0045).
  useReplayedTap();
  const busy = handlers.busy !== null;
  return (
    <div className="space-y-3">
      <Button
        size="lg"
        fullWidth
        disabled={!canBuy}
        onClick={handlers.sendAsGift}
        data-testid="send-as-gift"
        {...replayTap('send-as-gift')}
      >
        <Gift aria-hidden="true" className="size-5" />
        <Trans>Send as gift</Trans>
      </Button>
      <div className="hidden gap-3 md:flex">
        <Button
          size="lg"
          variant="outline"
          className="flex-1"
          disabled={!canBuy || busy}
          onClick={handlers.addToCart}
          data-testid="add-to-cart"
          {...replayTap('add-to-cart')}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {handlers.busy === 'cart' ? <Trans>Adding...</Trans> : <Trans>Add to cart</Trans>}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="flex-1"
          disabled={!canBuy || busy}
          onClick={handlers.buyNow}
          data-testid="buy-now"
          {...replayTap('buy-now')}
        >
          <Zap aria-hidden="true" className="size-5" />
          {buyNowLabel}
        </Button>
      </div>
      <span data-bar-end hidden />
    </div>
  );
}

/**
 * product §2: the fixed bottom bar on small screens: the total and Send as gift, then Add to Cart
 * and Buy Now. It shows only once its markup is whole (`data-bar-end`, index.css): a phone's parser
 * can paint the page with half the bar read, and the bar growing upwards then is a layout shift.
 */
export function MobileBuyBar({ handlers, canBuy, buyNowLabel, priceText }: Props & { priceText: string | null }) {
  const busy = handlers.busy !== null;
  return (
    <div
      data-testid="mobile-buy-bar"
      data-mobile-buy-bar
      data-shown-when-whole
      className="fixed inset-x-0 bottom-0 z-30 space-y-2 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.15)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        {priceText && (
          <p className="text-sm text-gray-600">
            <Trans>Total</Trans> <PriceText testId="mobile-total" className="block text-base" text={priceText} />
          </p>
        )}
        <Button
          className="flex-1"
          disabled={!canBuy}
          onClick={handlers.sendAsGift}
          data-testid="mobile-send-as-gift"
          {...replayTap('send-as-gift')}
        >
          <Gift aria-hidden="true" className="size-4" />
          <Trans>Send as gift</Trans>
        </Button>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          className="flex-1"
          disabled={!canBuy || busy}
          onClick={handlers.addToCart}
          data-testid="mobile-add-to-cart"
          {...replayTap('add-to-cart')}
        >
          {handlers.busy === 'cart' ? <Trans>Adding...</Trans> : <Trans>Add to Cart</Trans>}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1"
          disabled={!canBuy || busy}
          onClick={handlers.buyNow}
          data-testid="mobile-buy-now"
          {...replayTap('buy-now')}
        >
          {buyNowLabel}
        </Button>
      </div>
      <span data-bar-end hidden />
    </div>
  );
}
