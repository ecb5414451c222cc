import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, STAFF, stubFetch } from '@/test/render';
import { UNSAVED_CHANGES_MESSAGE } from '@/lib/use-unsaved-changes-guard';
import { ProductEditorPage } from './product-editor-page';
import { adminProduct, STORE_SETTINGS } from './test-products';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(answers: { status: number; body?: unknown }[] = []) {
  return stubFetch((url, init) => {
    if (url === '/api/Store/StoreSettings') return STORE_SETTINGS;
    if (url === '/api/admin/products/p1' && (init.method ?? 'GET') === 'GET')
      return { status: 200, body: adminProduct() };
    return answers.shift() ?? { status: 500 };
  });
}

const open = (path: string, session = OWNER) =>
  renderDashboard(
    <Routes>
      <Route path="/products/:id" element={<ProductEditorPage />} />
    </Routes>,
    { path, session },
  );

describe('the product form', () => {
  it('names each problem beside its field before sending anything', async () => {
    const calls = serve();
    open('/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getByLabelText('Address on the storefront').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Label of amount 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('makes the slug from the name, and sends two amounts in the order shown', async () => {
    const calls = serve([{ status: 201, body: adminProduct({ id: 'p9' }) }]);
    open('/products/new');
    await userEvent.type(await screen.findByLabelText('Name'), 'Spa Day for Two!');
    expect((screen.getByLabelText('Address on the storefront') as HTMLInputElement).value).toBe('spa-day-for-two');
    for (const [price, label] of [
      ['25', '$25'],
      ['50', '$50'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: 'Add an amount' }));
      const rows = screen.getAllByTestId('denomination-row');
      const row = within(rows[rows.length - 1]!);
      await userEvent.type(row.getByLabelText(/^Price of/), price);
      await userEvent.type(row.getByLabelText(/^Label of/), label);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Move amount 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.find((c) => c.method === 'POST')!.body as {
      slug: string;
      denominations: { price: number; label: string }[];
    };
    expect(body.slug).toBe('spa-day-for-two');
    expect(body.denominations.map((d) => [d.price, d.label])).toEqual([
      [50, '$50'],
      [25, '$25'],
    ]);
  });

  it("puts the server's refusals on the fields they name", async () => {
    serve([
      {
        status: 409,
        body: {
          message:
            'body.slug: slug "spa-day" is already used by another product; body.denominations[0].label: label is too long',
        },
      },
    ]);
    open('/products/p1');
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' deluxe');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('slug "spa-day" is already used by another product')).toBeTruthy();
    expect(screen.getByText('label is too long')).toBeTruthy();
    expect(screen.getByLabelText('Address on the storefront').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('product-form-error')).toBeNull();
  });

  it('asks before a link leaves unsaved changes behind', async () => {
    serve();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    open('/products/p1');
    await userEvent.type(await screen.findByLabelText('Name'), ' deluxe');
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.getByTestId('product-editor-page')).toBeTruthy();
  });

  it('shows staff the product without a way to save it', async () => {
    serve();
    open('/products/p1', STAFF);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Spa Day');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add images' })).toBeNull();
    expect(screen.getByText('Only owners can change products.')).toBeTruthy();
  });
});
