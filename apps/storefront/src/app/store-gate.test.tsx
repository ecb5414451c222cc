import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreGate } from './store-gate';

const settings = (overrides: Record<string, unknown> = {}) => ({
  company: { name: 'Harbor & Pine', logo: null },
  branding: { primaryColor: '#0f766e' },
  currencyCode: 'USD',
  status: 'Active',
  ...overrides,
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('CustomEmbedScript')) return new Response('', { status: 200 });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderGate() {
  return render(
    <MemoryRouter>
      <StoreGate>
        <p>The shop</p>
      </StoreGate>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe('store gate (product §4 Store)', () => {
  it("shows 'Loading...' while the branding loads", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderGate();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the shop for an Active store, titled and themed', async () => {
    answer(200, settings());
    renderGate();
    await screen.findByText('The shop');
    // Set by an effect once the shop is shown.
    await waitFor(() => expect(document.title).toBe('Harbor & Pine - Gift cards and vouchers'));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f766e');
  });

  it("shows 'Store not found' when the store does not exist", async () => {
    answer(404, { message: 'Store not found' });
    renderGate();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Store not found');
    expect(screen.getByText("The store you're looking for doesn't exist or is not available.")).toBeTruthy();
  });

  it("shows 'Store not found' for an empty answer", async () => {
    answer(200, {});
    renderGate();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Store not found');
  });

  it('shows the inactive page for a store that is not Active', async () => {
    answer(200, settings({ status: 'Inactive' }));
    renderGate();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Store is not active');
    expect(screen.queryByText('The shop')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Store Inactive'));
  });
});
