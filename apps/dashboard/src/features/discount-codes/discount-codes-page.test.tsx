import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDiscountCode } from '@giftfront/domain/admin/discount-codes';
import type { AdminProductListItem } from '@giftfront/domain/admin/products';
import { OWNER, renderDashboard, STAFF, stubFetch } from '@/test/render';
import { DiscountCodesPage } from './discount-codes-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spring: AdminDiscountCode = {
  id: 'c1',
  code: 'SPRING10',
  status: 'Active',
  discountType: 'PERCENT',
  amount: 10,
  description: null,
  minimumQuantity: 0,
  usageLimit: 5,
  uses: 2,
  held: 1,
  remaining: 2,
  validFrom: null,
  validUntil: null,
  minimumOrderAmount: null,
  oncePerEmail: false,
  batch: null,
  productIds: null,
};
const fiver: AdminDiscountCode = {
  ...spring,
  id: 'c2',
  code: 'FIVER',
  discountType: 'FixedAmount',
  amount: 5.5,
  usageLimit: null,
  uses: 0,
  held: 0,
  remaining: null,
};
const list = (codes: AdminDiscountCode[]) => ({ status: 200, body: { currency: 'USD', discountCodes: codes } });
/** The store's products as the product list answers them (read by its schema). */
const productList = (...products: Pick<AdminProductListItem, 'id' | 'name' | 'status'>[]) => ({
  status: 200,
  body: {
    products: products.map((product, position) => ({
      ...product,
      slug: product.id,
      type: 'GiftCard',
      position,
      priceRange: null,
      mainImage: null,
      quantitySold: 0,
      hasSales: false,
    })),
  },
});

describe('the discount codes page', () => {
  it('lists each code with its discount, uses against the limit, what remains and its status', async () => {
    stubFetch(() => list([spring, fiver]));
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    const table = within((await screen.findAllByTestId('discount-codes'))[0]!);
    expect(table.getAllByText('10% off').length).toBeGreaterThan(0);
    expect(table.getAllByText('$5.50 off').length).toBeGreaterThan(0);
    expect(table.getAllByText('2 / 5 (1 paying)').length).toBeGreaterThan(0);
    expect(table.getAllByText('Unlimited').length).toBeGreaterThan(0);
  });

  it('says there are none yet, and lets staff look without editing', async () => {
    stubFetch(() => list([]));
    renderDashboard(<DiscountCodesPage />, { session: STAFF });
    expect(await screen.findByText('No discount codes yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New code' })).toBeNull();
  });

  it('creates a code: the form names problems first, then sends the API’s decimal body', async () => {
    const calls = stubFetch((url, init) =>
      init.method === 'POST' ? { status: 201, body: spring } : url === '/api/admin/products' ? productList() : list([]),
    );
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New discount code' }));
    await userEvent.type(dialog.getByLabelText('Code'), 'spring 10');
    await userEvent.type(dialog.getByLabelText('Percent off'), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByText('letters, digits, dashes and underscores only')).toBeTruthy();
    expect(dialog.getByText('a percentage cannot exceed 100')).toBeTruthy();
    await userEvent.clear(dialog.getByLabelText('Code'));
    await userEvent.type(dialog.getByLabelText('Code'), 'spring10');
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'FixedAmount');
    await userEvent.clear(dialog.getByLabelText('Amount off ($)'));
    await userEvent.type(dialog.getByLabelText('Amount off ($)'), '5.50');
    await userEvent.type(dialog.getByLabelText('Usage limit'), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('SPRING10 was created.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/discount-codes',
      body: {
        code: 'spring10',
        discountType: 'FixedAmount',
        amount: 5.5,
        usageLimit: 5,
        minimumQuantity: 0,
        validFrom: null,
        validUntil: null,
        status: 'Active',
      },
    });
  });

  it('deactivates a code after asking', async () => {
    const calls = stubFetch((_url, init) =>
      init.method === 'PATCH' ? { status: 200, body: { ...spring, status: 'Inactive' } } : list([spring]),
    );
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Deactivate SPRING10' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate SPRING10?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate code' }));
    expect(await screen.findByText('SPRING10 was deactivated.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/admin/discount-codes/c1',
      method: 'PATCH',
      body: { status: 'Inactive' },
    });
  });

  it('activates an inactive code at once and says shoppers can use it; an active code offers no Activate', async () => {
    const inactive = { ...spring, status: 'Inactive' as const };
    const calls = stubFetch((_url, init) =>
      init.method === 'PATCH' ? { status: 200, body: spring } : list([inactive, fiver]),
    );
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Activate SPRING10' }))[0]!);
    expect(await screen.findByText('SPRING10 is active again: shoppers can use it at checkout.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/admin/discount-codes/c1',
      method: 'PATCH',
      body: { status: 'Active' },
    });
    expect(screen.queryAllByRole('button', { name: 'Activate FIVER' })).toHaveLength(0);
  });

  it('limits a code to chosen products: the editor lists the store’s products and sends their ids', async () => {
    const products = productList(
      { id: 'p-class', name: 'Pasta Making Class', status: 'Active' },
      { id: 'p-dinner', name: 'Dinner for Two', status: 'Active' },
      { id: 'p-old', name: 'Old Voucher', status: 'Archived' },
    );
    const calls = stubFetch((url, init) =>
      init.method === 'POST'
        ? { status: 201, body: { ...spring, code: 'CLASS10', productIds: ['p-class'] } }
        : url === '/api/admin/products'
          ? products
          : list([]),
    );
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New discount code' }));
    const appliesTo = within(dialog.getByRole('group', { name: 'Applies to' }));
    expect(await appliesTo.findByRole('checkbox', { name: 'Pasta Making Class' })).toBeTruthy();
    expect(appliesTo.queryByRole('checkbox', { name: /Old Voucher/ })).toBeNull();
    await userEvent.type(dialog.getByLabelText('Code'), 'class10');
    await userEvent.type(dialog.getByLabelText('Percent off'), '10');
    await userEvent.click(appliesTo.getByRole('checkbox', { name: 'Pasta Making Class' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('CLASS10 was created.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'class10',
      productIds: ['p-class'],
    });
  });

  it('says on the list when a code is limited to products', async () => {
    stubFetch(() => list([{ ...spring, productIds: ['p-class', 'p-dinner'] }]));
    renderDashboard(<DiscountCodesPage />, { session: OWNER });
    const table = within((await screen.findAllByTestId('discount-codes'))[0]!);
    expect(table.getAllByText('10% off, on 2 products only').length).toBeGreaterThan(0);
  });
});
