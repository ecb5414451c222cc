import { formatMoney } from '@/lib/money-format';
import { ButtonLink, Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { PriceText } from '@/components/price-text';
import { CartRefreshNotice } from '@/entities/cart/cart-refresh-notice';
import { useCart } from '@/entities/cart/use-cart';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import { useCartDrawer } from './cart-drawer-context';
import { useCartTexts } from './cart-texts';
import { AddedToCartNotice } from './components/added-to-cart-notice';
import { CartDrawerLine } from './components/cart-drawer-line';
import { EmptyCart } from './components/empty-cart';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * product §2 'Shopping cart': the lines, the subtotal and the way to checkout, over any page. Its
 * body is mounted only while open, so the cart is refreshed against the catalogue on each opening.
 */
export function CartDrawer() {
  const drawer = useCartDrawer();
  const cart = useCart();
  const texts = useCartTexts();
  const { t } = useLingui();
  const embedded = useEmbedMode();
  const empty = cart.items.length === 0;

  const footer = empty ? undefined : (
    <div className="space-y-4" data-testid="cart-drawer-summary">
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-base font-semibold text-gray-900">{texts.subtotal}</span>
        <PriceText
          testId="cart-subtotal"
          weight="bold"
          className="text-lg"
          text={formatMoney(cart.total, cart.currencyCode)}
        />
      </div>
      <p className="-mt-2 text-sm text-gray-600">{texts.note}</p>
      <ButtonLink
        to={withEmbed('/checkout', embedded)}
        onClick={drawer.close}
        size="lg"
        fullWidth
        data-testid="cart-checkout"
      >
        {texts.drawerCheckoutButton}
      </ButtonLink>
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to={withEmbed('/cart', embedded)} onClick={drawer.close} variant="outline" data-testid="cart-view">
          <Trans>View cart</Trans>
        </ButtonLink>
        <Button variant="outline" onClick={drawer.close} data-testid="cart-continue">
          {texts.continueShopping}
        </Button>
      </div>
    </div>
  );

  return (
    <Drawer
      open={drawer.isOpen}
      onOpenChange={(open) => (open ? drawer.open() : drawer.close())}
      title={t`Shopping cart`}
      description={empty ? undefined : t`${plural(cart.count, { one: '# item', other: '# items' })}`}
      footer={footer}
      testId="cart-drawer"
    >
      <CartRefreshNotice className="mb-5" />
      <AddedToCartNotice item={drawer.lastAdded} onClose={drawer.dismissLastAdded} />
      {empty ? (
        <EmptyCart texts={texts} embedded={embedded} headingLevel={2} onNavigate={drawer.close} />
      ) : (
        <ul aria-label="Items in your cart" className="divide-y divide-gray-100" data-testid="cart-lines">
          {cart.items.map((item) => (
            <CartDrawerLine
              key={item.id}
              item={item}
              currencyCode={cart.currencyCode}
              embedded={embedded}
              onRemove={() => cart.removeItem(item.id)}
              onNavigate={drawer.close}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
