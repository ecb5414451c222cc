import { minorUnits } from '@giftfront/domain/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@giftfront/domain/cart';
import { cartItem, giftDetails } from '@/entities/cart/test-cart-items';
import { ShopActionsContext, type ShopActions } from '@/entities/cart/shop-actions';
import { CartDrawerLine } from './cart-drawer-line';

afterEach(cleanup);

function renderLine(item: CartItem, embedded = false) {
  const gift = { openForCartItem: vi.fn() };
  const shop: ShopActions = {
    addToCart: vi.fn(),
    buyNow: vi.fn(),
    sendAsGift: vi.fn(),
    openGiftDetails: gift.openForCartItem,
    openCart: vi.fn(),
  };
  const onRemove = vi.fn();
  render(
    <MemoryRouter>
      <ShopActionsContext.Provider value={shop}>
        <ul>
          <CartDrawerLine
            item={item}
            currencyCode="USD"
            embedded={embedded}
            onRemove={onRemove}
            onNavigate={() => {}}
          />
        </ul>
      </ShopActionsContext.Provider>
    </MemoryRouter>,
  );
  return { gift, onRemove, line: within(screen.getByTestId('cart-line')) };
}

const voucherLine = cartItem('line-1', {
  quantity: 2,
  price: 6000,
  product: {
    id: 'v-1',
    slug: 'spa-day',
    name: 'Spa Day',
    type: 'Voucher',
    imageSrc: '/spa.svg',
    imageAlt: 'Spa pool',
    isShippingEnabled: false,
    taxClassId: null,
  },
  options: {
    denomination: { id: 'half', price: minorUnits(6000), label: 'Half day' },
    packageOption: { name: 'Gift box' },
    theme: null,
    giftDetails: null,
  },
});

describe('a line of the cart drawer (product §2 Cart drawer)', () => {
  it('shows image, name linked by type, package option, denomination label, line price and remove', async () => {
    const { onRemove, line } = renderLine(voucherLine);
    expect(line.getByTestId('line-image').getAttribute('alt')).toBe('Spa pool');
    expect(line.getByRole('link', { name: 'Spa Day' }).getAttribute('href')).toBe('/voucher/spa-day');
    expect(line.getByTestId('line-package').textContent).toBe('Gift box');
    expect(line.getByTestId('line-denomination').textContent).toBe('Half day');
    expect(line.getByTestId('line-price').textContent).toBe('$120.00');
    await userEvent.click(line.getByRole('button', { name: 'Remove Spa Day from cart' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('names the chosen design of a gift card, never the gallery picture of a voucher', () => {
    const evergreen = { id: 'evergreen', name: 'Evergreen', src: '/evergreen.svg', alt: 'Evergreen design' };
    renderLine({ ...voucherLine, options: { ...voucherLine.options, theme: evergreen } });
    expect(screen.queryByTestId('line-design')).toBeNull();
    cleanup();
    const { line } = renderLine(
      cartItem('line-3', {
        options: {
          denomination: { id: 'd-25', price: minorUnits(25), label: '$25' },
          packageOption: null,
          theme: evergreen,
          giftDetails: null,
        },
      }),
    );
    expect(line.getByTestId('line-design').textContent).toBe('Design: Evergreen');
  });

  it('offers Send as gift on a line without gift details', async () => {
    const { gift, line } = renderLine(voucherLine);
    await userEvent.click(line.getByRole('button', { name: 'Send as gift: Spa Day' }));
    expect(gift.openForCartItem).toHaveBeenCalledWith('line-1');
  });

  it('shows the gift details (To, Email, message, delivery moment) with Edit', async () => {
    const item = cartItem('line-2', {
      options: {
        denomination: { id: 'd-25', price: minorUnits(25), label: '$25' },
        packageOption: null,
        theme: null,
        giftDetails: giftDetails({
          message: 'Happy days',
          scheduledDate: '2031-03-05',
          scheduledTime: '15:30',
          scheduledDateTimeUtc: '2031-03-05T15:30:00.000Z',
        }),
      },
    });
    const { gift, line } = renderLine(item, true);
    expect(line.getByRole('link', { name: 'Classic gift card' }).getAttribute('href')).toBe(
      '/gift-card/classic?embed=true',
    );
    expect(line.getByTestId('gift-to').textContent).toBe('Ada');
    expect(line.getByTestId('gift-email').textContent).toBe('ada@example.com');
    expect(line.getByTestId('gift-message').textContent).toBe('“Happy days”');
    expect(line.getByTestId('gift-delivery').textContent).toMatch(/2031/);
    expect(line.queryByRole('button', { name: /^Send as gift/ })).toBeNull();
    await userEvent.click(line.getByRole('button', { name: 'Edit gift details: Classic gift card' }));
    expect(gift.openForCartItem).toHaveBeenCalledWith('line-2');
  });
});
