import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { ProductEditorPage } from '../product-editor-page';
import { adminProduct, storeSettingsBody } from '../test-products';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFERS_FRENCH = storeSettingsBody({ defaultLanguage: 'en', languages: ['fr', 'de'] });

function serve(settings: object) {
  return stubFetch((url, init) => {
    if (url === '/api/Store/StoreSettings') return { status: 200, body: settings };
    if (url === '/api/admin/products/p1' && (init.method ?? 'GET') === 'GET')
      return { status: 200, body: adminProduct({ translations: { de: { name: 'Wellnesstag' } } }) };
    return { status: 200, body: adminProduct() };
  });
}

const open = () =>
  renderDashboard(
    <Routes>
      <Route path="/products/:id" element={<ProductEditorPage />} />
    </Routes>,
    { path: '/products/p1', session: OWNER },
  );

describe("the product's translations (decision 0165)", () => {
  it('offers the further languages one at a time, says what an empty field falls back to, and sends what is typed', async () => {
    const calls = serve(OFFERS_FRENCH);
    open();
    const section = within(await screen.findByTestId('translations-section'));
    const name = await section.findByLabelText('Name in Français');
    expect(name.getAttribute('placeholder')).toBe('Falls back to English: Spa Day');
    expect(name.getAttribute('lang')).toBe('fr');
    expect(section.getByLabelText('Label of “$25”').getAttribute('placeholder')).toBe('Falls back to English: $25');
    await userEvent.type(name, 'Journée spa');
    await userEvent.selectOptions(section.getByLabelText('Language'), 'de');
    expect((section.getByLabelText('Name in Deutsch') as HTMLInputElement).value).toBe('Wellnesstag');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PATCH')!.body as { translations: Record<string, { name?: string }> };
    expect(body.translations.fr?.name).toBe('Journée spa');
    expect(body.translations.de?.name).toBe('Wellnesstag');
  });

  it("gives each design's name in the chosen language, falling back to its own, and sends what is typed", async () => {
    const gold = { id: 'gold', name: 'Gold', alt: '', src: '/uploads/gold.png', order: 0, isMain: true, variants: [] };
    const calls = stubFetch((url, init) => {
      if (url === '/api/Store/StoreSettings') return { status: 200, body: OFFERS_FRENCH };
      if (url === '/api/admin/products/p1' && (init.method ?? 'GET') === 'GET')
        return { status: 200, body: adminProduct({ images: [gold] }) };
      return { status: 200, body: adminProduct() };
    });
    open();
    const section = within(await screen.findByTestId('translations-section'));
    const design = await section.findByLabelText('Name of the design “Gold”');
    expect(design.getAttribute('placeholder')).toBe('Falls back to English: Gold');
    expect(design.getAttribute('lang')).toBe('fr');
    await userEvent.type(design, 'Doré');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PATCH')!.body as {
      translations: Record<string, { designs?: Record<string, string> }>;
    };
    expect(body.translations.fr?.designs).toEqual({ gold: 'Doré' });
  });

  it('points to the settings when the store offers only its default language', async () => {
    serve(storeSettingsBody());
    open();
    const section = within(await screen.findByTestId('translations-section'));
    expect(section.getByText(/The storefront offers only English/)).toBeTruthy();
    expect(section.getByRole('link', { name: 'Settings → Storefront' }).getAttribute('href')).toContain(
      '/settings?tab=storefront',
    );
  });
});
