import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvDownloadButton } from './csv-download-button';

afterEach(cleanup);

describe('CsvDownloadButton over the export cap (issue 25)', () => {
  it('says plainly before any download that the list is longer than an export holds, and is off', () => {
    render(
      <CsvDownloadButton
        url="/api/admin/gift-cards.csv"
        fallbackName="gift-cards.csv"
        rows={{ count: 12_345, what: 'gift cards', narrow: 'a search, a status or a kind' }}
      />,
    );
    const button = screen.getByRole('button', { name: /Export CSV/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('csv-too-many').textContent).toBe(
      'This list has 12,345 gift cards, more than the 10,000 one export can hold. Narrow it with a search, a status or a kind to export it.',
    );
    expect(button.getAttribute('aria-describedby')).toBe('csv-too-many');
  });

  it('offers the download for a list of exactly the cap', () => {
    render(
      <CsvDownloadButton
        url="/api/admin/orders.csv"
        fallbackName="orders.csv"
        rows={{ count: 10_000, what: 'orders', narrow: 'a search, a status or dates' }}
      />,
    );
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('csv-too-many')).toBeNull();
  });
});
