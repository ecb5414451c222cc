import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { StoreSettingsProvider } from '@/lib/store-settings';
import { ConfirmationPage } from './confirmation-page';

const settings = storeSettingsSchema.parse({ company: { name: 'Harbor & Pine' } });
const REFUNDED = 'We could not complete your order, so your payment has been refunded.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderConfirmation() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StoreSettingsProvider settings={settings}>
        <MemoryRouter initialEntries={['/confirmation?payment_intent=pi_refunded']}>
          <ConfirmationPage />
        </MemoryRouter>
      </StoreSettingsProvider>
    </QueryClientProvider>,
  );
}

describe('confirmation of a paid order the server could not fulfil', () => {
  it('shows the server’s refund message at once, without asking again', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: REFUNDED }), { status: 410, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderConfirmation();
    expect(await screen.findByTestId('confirmation-error')).toHaveProperty('textContent', expect.stringContaining(REFUNDED));
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
