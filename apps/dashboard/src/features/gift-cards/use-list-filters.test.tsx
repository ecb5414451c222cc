import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './use-list-filters';

function renderFilters(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useListFilters(), location: useLocation() }), { wrapper });
}

describe('useListFilters', () => {
  it('builds each change on the one before, even before the address has re-rendered', () => {
    const { result } = renderFilters('/gift-cards?page=2');
    act(() => {
      const [, change] = result.current.filters;
      change({ query: 'robin@example.com' });
      change({ kind: 'voucher' });
    });
    expect(result.current.location.search).toBe('?query=robin%40example.com&kind=voucher');
  });

  it('keeps a search that may be a code out of the address, in the history entry', () => {
    const { result } = renderFilters('/gift-cards?status=Active');
    act(() => result.current.filters[1]({ query: 'GFDEMO-2468-1357-ABCD' }));
    expect(result.current.location.search).toBe('?status=Active');
    expect(result.current.filters[0].query).toBe('GFDEMO-2468-1357-ABCD');
  });

  it('follows the address when it changes from outside (a link, Back)', () => {
    const { result } = renderFilters('/gift-cards?kind=voucher');
    act(() => result.current.filters[1]({ status: 'Used' }));
    expect(result.current.location.search).toBe('?status=Used&kind=voucher');
    act(() => result.current.filters[1]({ kind: '' }));
    expect(result.current.location.search).toBe('?status=Used');
  });
});
