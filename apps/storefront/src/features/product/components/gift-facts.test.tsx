import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicStoreSettingsCodec, type StoreSettingsInput } from '@giftfront/domain/branding';
import { StoreSettingsProvider } from '@/entities/store/store-settings';
import { GiftFacts } from './gift-facts';

afterEach(cleanup);

function renderFacts(overrides: Partial<StoreSettingsInput>) {
  const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Harbor & Pine' }, ...overrides });
  render(
    <StoreSettingsProvider settings={settings}>
      <GiftFacts />
    </StoreSettingsProvider>,
  );
}

describe('the facts beside a product’s buttons', () => {
  it('say the store’s expiry policy before the shopper buys', () => {
    renderFacts({ giftCardExpiry: { months: 24 } });
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe(
      'Expiry: Valid for 2 years from the day of purchase.',
    );
  });

  it('prefer the store’s own words for it', () => {
    renderFacts({ giftCardExpiry: { months: 24 }, pageText: { product: { expiry: 'Good for two years.' } } });
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe('Expiry: Good for two years.');
  });

  it('say nothing of expiry when cards never expire', () => {
    renderFacts({});
    expect(screen.queryByTestId('gift-fact-expiry')).toBeNull();
  });
});
