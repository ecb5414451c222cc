import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { StoreFilePage } from './store-file-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const changes = {
  products: { added: ['new-card'], removed: [], updated: 2 },
  discountCodes: { added: [], updated: 1 },
  giftCards: { added: 0, kept: 3 },
};
const upload = (content: string) =>
  userEvent.upload(
    screen.getByLabelText('Store file (.json)'),
    new File([content], 'store.json', { type: 'application/json' }),
  );

describe('the store file page', () => {
  it('links the download', () => {
    stubFetch(() => ({ status: 200 }));
    renderDashboard(<StoreFilePage />, { session: OWNER });
    expect(screen.getByTestId('export-store-file').getAttribute('href')).toBe('/api/admin/store-file');
  });

  it('checks an uploaded file, shows what will change, and imports it when confirmed', async () => {
    const calls = stubFetch((url) => ({ status: 200, body: { imported: url.endsWith('/store-file'), changes } }));
    renderDashboard(<StoreFilePage />, { session: OWNER });
    await upload('{"slug":"demo"}');
    expect((await screen.findByTestId('store-file-changes')).textContent).toContain(
      'Products: 2 updated, 1 added: new-card',
    );
    expect(calls).toEqual([{ url: '/api/admin/store-file/check', method: 'POST', body: { slug: 'demo' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Import this file' }));
    expect(await screen.findByTestId('store-file-imported')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ url: '/api/admin/store-file', method: 'POST', body: { slug: 'demo' } });
  });

  it('lists a refused file’s problems by path, and says when a file is not JSON', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        message: 'The store file was not imported: 2 problems.',
        problems: ['slug: the file is for store "x"', 'discountCodes[0].amount: a percentage cannot exceed 100'],
      },
    }));
    renderDashboard(<StoreFilePage />, { session: OWNER });
    await upload('{"slug":"x"}');
    const problems = await screen.findByTestId('store-file-problems');
    expect(problems.textContent).toContain('discountCodes[0].amount: a percentage cannot exceed 100');
    expect(screen.queryByRole('button', { name: 'Import this file' })).toBeNull();
    await upload('not json');
    expect(await screen.findByText('store.json is not a JSON file.')).toBeTruthy();
  });
});
