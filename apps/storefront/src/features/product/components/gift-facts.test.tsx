import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicStoreSettingsCodec, type StoreSettingsInput } from '@giftfront/domain/branding';
import { GiftFacts } from './gift-facts';
import { renderStorefront } from '@/test/render';

afterEach(cleanup);

function renderFacts(overrides: Partial<StoreSettingsInput>, validityMonths: number | null = null) {
  const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Harbor & Pine' }, ...overrides });
  renderStorefront(<GiftFacts product={{ validityMonths }} />, { settings });
}

describe('the facts beside a product’s buttons', () => {
  it('say the store’s expiry policy before the shopper buys', () => {
    renderFacts({ giftCardExpiry: { months: 24 } });
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe(
      'Expiry: Valid for 2 years from the day of purchase.',
    );
  });

  it('say the product’s own validity over the store’s policy', () => {
    renderFacts({ giftCardExpiry: { months: 24 } }, 6);
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe(
      'Expiry: Valid for 6 months from the day of purchase.',
    );
  });

  it('never show free text that could contradict the validity the card is issued with', () => {
    renderFacts({ giftCardExpiry: { months: 24 }, pageText: { product: { expiry: 'Valid for 5 years.' } } });
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe(
      'Expiry: Valid for 2 years from the day of purchase.',
    );
  });

  it('say the card does not expire when neither product nor store sets a validity', () => {
    renderFacts({});
    expect(screen.getByTestId('gift-fact-expiry').textContent).toBe('Expiry: Does not expire.');
  });
});
