import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSettingsSchema, type AdminSettingsView } from '@giftfront/domain/admin/settings';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { StoreTextTranslationsForm } from './store-text-translations-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (overrides: Record<string, unknown> = {}): AdminSettingsView => ({
  settings: adminSettingsSchema.parse({
    company: { name: 'Northwind Gifts' },
    languages: ['fr', 'de'],
    shippingOptions: [{ id: 'post', name: 'Royal Post', price: 4.95, deliveryMethod: 'Postal' }],
    shouldChargeFees: true,
    fees: [{ id: 'svc', name: 'Service fee', feeType: 'Percent', amount: 2 }],
    translations: { de: { name: 'Northwind Geschenke' } },
    ...overrides,
  }),
  currencyLocked: false,
});

function answer(current: AdminSettingsView) {
  return stubFetch((_url, init) => {
    const body = init.method === 'PATCH' ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    return { status: 200, body: { ...current, settings: { ...current.settings, ...body } } };
  });
}

describe("the store's name, shipping options and fees in other languages (decisions 0165, 0250)", () => {
  it('offers them one language at a time, says what an empty field falls back to, and sends only what is written', async () => {
    const current = view();
    const calls = answer(current);
    renderDashboard(<StoreTextTranslationsForm view={current} readOnly={false} />, { session: OWNER });
    const form = within(await screen.findByTestId('store-text-translations-form'));
    const name = form.getByLabelText('Store name in Français');
    expect(name.getAttribute('placeholder')).toBe('Falls back to English: Northwind Gifts');
    expect(name.getAttribute('lang')).toBe('fr');
    const post = form.getByLabelText('Shipping option “Royal Post” in Français');
    expect(post.getAttribute('placeholder')).toBe('Falls back to English: Royal Post');
    const fee = form.getByLabelText('Fee “Service fee” in Français');
    expect(fee.getAttribute('placeholder')).toBe('Falls back to English: Service fee');
    expect(fee.getAttribute('lang')).toBe('fr');
    await userEvent.type(name, 'Cadeaux Northwind');
    await userEvent.type(post, 'La Poste');
    await userEvent.type(fee, 'Frais de service');
    await userEvent.selectOptions(form.getByLabelText('Language'), 'de');
    expect((form.getByLabelText('Store name in Deutsch') as HTMLInputElement).value).toBe('Northwind Geschenke');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      translations: {
        fr: { name: 'Cadeaux Northwind', shippingOptions: { post: 'La Poste' }, fees: { svc: 'Frais de service' } },
        de: { name: 'Northwind Geschenke' },
      },
    });
    // The saved texts, blanks left out by the server, are what the form now holds: nothing unsaved.
    await form.findByText(/^Saved\./);
    expect(form.queryByText('Unsaved changes')).toBeNull();
  });

  it('is not shown when the store offers only its default language', async () => {
    const current = view({ languages: [], translations: {} });
    answer(current);
    renderDashboard(<StoreTextTranslationsForm view={current} readOnly={false} />, { session: OWNER });
    expect(screen.queryByTestId('store-text-translations-form')).toBeNull();
  });
});
