import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { CheckoutLayout } from './checkout-layout';
import { renderStorefront } from '@/test/render';

afterEach(cleanup);

function renderCheckout(url: string) {
  const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Harbor & Pine' } });
  renderStorefront(
    <Routes>
      <Route element={<CheckoutLayout step="checkout" />}>
        <Route path="checkout" element={<p>The checkout</p>} />
      </Route>
    </Routes>,
    { settings, path: url },
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('checkout frame (product §2 Checkout)', () => {
  it("links the store's name home, the trail's Home to / and 'Back to cart' to /cart", () => {
    renderCheckout('/checkout');
    expect(hrefOf('Harbor & Pine')).toBe('/');
    expect(hrefOf('Home')).toBe('/');
    expect(hrefOf('Back to cart')).toBe('/cart');
    expect(screen.getByText('Checkout').getAttribute('aria-current')).toBe('step');
  });

  it('keeps an embedded shopper embedded on every way back into the shop', () => {
    renderCheckout('/checkout?embed=true');
    expect(hrefOf('Harbor & Pine')).toBe('/?embed=true');
    expect(hrefOf('Home')).toBe('/?embed=true');
    expect(hrefOf('Back to cart')).toBe('/cart?embed=true');
  });
});
