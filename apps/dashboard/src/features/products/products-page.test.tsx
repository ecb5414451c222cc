import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, STAFF, stubFetch } from '@/test/render';
import { ProductsPage } from './products-page';
import { adminProduct, listItem, STORE_SETTINGS } from './test-products';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spa = listItem();
const dinner = listItem({
  id: 'p2',
  slug: 'dinner',
  name: 'Dinner for Two',
  type: 'Voucher',
  position: 1,
  priceRange: { min: 80, max: 80 },
  quantitySold: 0,
  hasSales: false,
});
const archived = listItem({
  id: 'p3',
  slug: 'old',
  name: 'Old Card',
  status: 'Archived',
  position: 2,
  priceRange: { min: 10, max: 10 },
});

function serve(products = [spa, dinner, archived], answers: { status: number; body?: unknown }[] = []) {
  return stubFetch((url, init) => {
    if (url === '/api/admin/products' && (init.method ?? 'GET') === 'GET') return { status: 200, body: { products } };
    if (url === '/api/Store/StoreSettings') return STORE_SETTINGS;
    return answers.shift() ?? { status: 500 };
  });
}

const table = () => within(screen.getByRole('table', { name: 'Products' }));
const loaded = async () => within(await screen.findByRole('table', { name: 'Products' }));

describe('the products page', () => {
  it('lists each product with its type, prices, status and sales', async () => {
    serve();
    renderDashboard(<ProductsPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Products' });
    expect(await table().findByText('$25.00 – $100.00')).toBeTruthy();
    expect(table().getByText('$80.00')).toBeTruthy();
    expect(table().getByText('Voucher')).toBeTruthy();
    expect(table().getByText('Archived')).toBeTruthy();
    expect(
      table()
        .getByRole('link', { name: /^Edit ?Spa Day$/ })
        .getAttribute('href'),
    ).toBe('/products/p1');
  });

  it('moves a product down from the keyboard, says where it went and keeps the focus on the button', async () => {
    const calls = serve(undefined, [{ status: 200, body: { products: [dinner, spa, archived] } }]);
    renderDashboard(<ProductsPage />, { session: OWNER });
    const down = await (await loaded()).findByRole('button', { name: 'Move Spa Day down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: ['p2', 'p1', 'p3'] }));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/admin/products/order');
    expect(screen.getByTestId('reorder-announcement').textContent).toBe('Spa Day moved to position 2 of 3.');
    const rows = table().getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Dinner for Two')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Spa Day down');
  });

  it('puts the list back and says why when the server refuses the new order', async () => {
    serve(undefined, [{ status: 400, body: { message: 'body.ids: ids must list the products' } }]);
    renderDashboard(<ProductsPage />, { session: OWNER });
    await userEvent.click(await (await loaded()).findByRole('button', { name: 'Move Dinner for Two up' }));
    expect((await screen.findByTestId('products-notice')).textContent).toContain('Ids must list the products.');
    const rows = table().getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Spa Day')).toBeTruthy();
  });

  it('asks before archiving a product, then archives it', async () => {
    // The server answers the whole product, as it is now (adminProductSchema).
    const calls = serve(undefined, [{ status: 200, body: adminProduct({ status: 'Archived' }) }]);
    renderDashboard(<ProductsPage />, { session: OWNER });
    await userEvent.click(await (await loaded()).findByRole('button', { name: 'Archive Spa Day' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Archive Spa Day?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Archive' }));
    expect((await screen.findByTestId('products-notice')).textContent).toContain('Spa Day is archived');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/products/p1/archive')).toBe(true);
  });

  it('shows staff the list without any way to change it', async () => {
    serve();
    renderDashboard(<ProductsPage />, { session: STAFF });
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('link', { name: /New product/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Move|Duplicate|Archive/ })).toHaveLength(0);
    expect(table().getByRole('link', { name: /^View ?Spa Day$/ })).toBeTruthy();
  });

  it('invites an owner to create the first product when there is none', async () => {
    serve([]);
    renderDashboard(<ProductsPage />, { session: OWNER });
    expect(await screen.findByText('No products yet')).toBeTruthy();
  });
});

describe('dragging a product', () => {
  it('puts the dragged product in the place of the row it is dropped on', async () => {
    const calls = serve(undefined, [{ status: 200, body: { products: [archived, spa, dinner] } }]);
    renderDashboard(<ProductsPage />, { session: OWNER });
    const rows = (await loaded()).getAllByRole('row').slice(1);
    const grip = rows[2]!.querySelector('[data-drag-handle]')!;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(grip, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: ['p3', 'p1', 'p2'] }));
    expect(screen.getByTestId('reorder-announcement').textContent).toBe('Old Card moved to position 1 of 3.');
  });
});
