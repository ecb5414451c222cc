import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@giftfront/domain/cart';
import { cartItem, giftDetails } from '@/entities/cart/test-cart-items';
import { SummaryItem } from './summary-item';

afterEach(cleanup);

const renderItem = (item: CartItem, onEditGift?: (id: string) => void) =>
  render(
    <MemoryRouter>
      <ul>
        <SummaryItem item={item} lineTotal="$25.00" onEditGift={onEditGift} />
      </ul>
    </MemoryRouter>,
  );

const voucher = (): CartItem => {
  const item = cartItem('v-1');
  return { ...item, product: { ...item.product, type: 'Voucher', slug: 'spa-day', name: 'Spa Day' } };
};
const gifted = (): CartItem => {
  const item = cartItem('g-1');
  return {
    ...item,
    options: {
      ...item.options,
      giftDetails: giftDetails({ recipientName: 'Grace', recipientEmail: 'grace@example.com', message: 'Enjoy!' }),
    },
  };
};

describe('a line of the order summary', () => {
  it('links a gift card to /gift-card/{slug} and a voucher to /voucher/{slug}', () => {
    renderItem(cartItem('a'));
    expect(screen.getByRole('link', { name: 'Classic gift card' }).getAttribute('href')).toBe('/gift-card/classic');
    cleanup();
    renderItem(voucher());
    expect(screen.getByRole('link', { name: 'Spa Day' }).getAttribute('href')).toBe('/voucher/spa-day');
  });

  it('names the design of a gift card but not the gallery picture of a voucher', () => {
    const theme = { id: 'gold', name: 'Gold', src: '/gold.svg', alt: 'Gold design' };
    const card = cartItem('c-1');
    renderItem({ ...card, options: { ...card.options, theme } });
    expect(screen.getByText('$25 · Gold', { exact: false })).toBeTruthy();
    cleanup();
    const spa = voucher();
    renderItem({ ...spa, options: { ...spa.options, theme } });
    expect(screen.queryByText('Gold', { exact: false })).toBeNull();
  });

  it("offers 'Send as gift' on a line without gift details, opening the gift dialog on that line", async () => {
    const open = vi.fn();
    renderItem(cartItem('line-7'), open);
    await userEvent.click(screen.getByRole('button', { name: 'Send as gift: Classic gift card' }));
    expect(open).toHaveBeenCalledWith('line-7');
  });

  it("shows the recipient and message with 'Edit'", async () => {
    const open = vi.fn();
    renderItem(gifted(), open);
    expect(screen.getByTestId('summary-gift-details').textContent).toContain('To Grace');
    expect(screen.getByText('“Enjoy!”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit gift details: Classic gift card' }));
    expect(open).toHaveBeenCalledWith('g-1');
  });

  it('has no gift buttons when no gift dialog is available', () => {
    renderItem(gifted());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
