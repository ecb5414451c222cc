import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CartRefreshNoticeFor } from '@/entities/cart/cart-refresh-notice';
import { useLiveCatalogue, type LiveCatalogue } from '@/entities/cart/use-live-catalogue';
import { useQuantityCaps } from '@/entities/cart/use-quantity-caps';
import { useCart, type UseCart } from '@/entities/cart/use-cart';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useEmbedMode } from '@/lib/embed-mode';
import { useCartTexts, type CartTexts } from './cart-texts';
import { formatMoney } from '@/lib/money-format';
import { CartMobileBar } from './components/cart-mobile-bar';
import { CartPageLine } from './components/cart-page-line';
import { CartSummary } from './components/cart-summary';
import { useCartEstimate } from './use-cart-estimate';
import { EmptyCart } from './components/empty-cart';

/**
 * product §2 /cart. The title stays the store's (product §2: company name - Gift cards and vouchers).
 * The notice of what a refresh against the catalogue changed stays in place when the cart
 * empties, so its live region keeps announcing.
 */
export function CartPage() {
  const cart = useCart();
  const texts = useCartTexts();
  const embedded = useEmbedMode();
  const empty = cart.items.length === 0;
  // One call for the notice and the quantity caps.
  const catalogue = useLiveCatalogue();
  return (
    <div
      className={
        empty
          ? 'mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8'
          : 'mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8 lg:pt-12'
      }
      data-testid="cart-page"
      // Where the live catalogue is (pending, error, success): the caps and the refresh follow it.
      data-catalogue={catalogue.hasItems ? catalogue.query.status : undefined}
    >
      <CartRefreshNoticeFor catalogue={catalogue} className="mb-6" />
      {empty ? (
        <EmptyCart texts={texts} embedded={embedded} headingLevel={1} />
      ) : (
        <CartContents cart={cart} texts={texts} embedded={embedded} catalogue={catalogue} />
      )}
    </div>
  );
}

function CartContents({
  cart,
  texts,
  embedded,
  catalogue,
}: {
  cart: UseCart;
  texts: CartTexts;
  embedded: boolean;
  catalogue: LiveCatalogue;
}) {
  const caps = useQuantityCaps(cart.items, catalogue);
  const estimate = useCartEstimate(cart.items);
  const taxIncluded = useStoreSettings().shouldIncludeTaxInPricing;
  const { t } = useLingui();
  return (
    <>
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl" data-testid="cart-title">
          {texts.title}
        </h1>
        <p className="text-sm text-gray-500" data-testid="cart-count">
          {t`${plural(cart.count, { one: '# item', other: '# items' })}`}
        </p>
      </div>
      <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-12 lg:gap-12">
        <section aria-label={t`Items in your cart`} className="lg:col-span-7 xl:col-span-8">
          <ul className="divide-y divide-gray-200 border-y border-gray-200" data-testid="cart-lines">
            {cart.items.map((item) => (
              <CartPageLine
                key={item.id}
                item={item}
                currencyCode={cart.currencyCode}
                embedded={embedded}
                cap={caps.get(item.id)}
                onQuantityChange={(quantity) => cart.changeQuantity(item.id, quantity)}
                onRemove={() => cart.removeItem(item.id)}
              />
            ))}
          </ul>
        </section>
        <div className="lg:col-span-5 xl:col-span-4">
          <div className="lg:sticky lg:top-24">
            <CartSummary texts={texts} pricing={estimate} taxIncluded={taxIncluded} embedded={embedded} />
          </div>
        </div>
      </div>
      <CartMobileBar
        label={texts.estimatedTotal}
        totalText={formatMoney(estimate.totals.total, estimate.currency)}
        checkoutLabel={texts.checkoutButton}
        embedded={embedded}
      />
    </>
  );
}
