import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from './router';
import { LocationProbe, shownLocation } from './test-location-probe';
import { useSearchParams, type SetSearchParams } from './use-search-params';

let seen: URLSearchParams[] = [];
let setParams!: SetSearchParams;
function Filters() {
  const [params, set] = useSearchParams();
  seen.push(params);
  setParams = set;
  return <LocationProbe />;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Filters />
    </BrowserRouter>,
  );
}

beforeEach(() => {
  seen = [];
});
afterEach(cleanup);

describe('useSearchParams', () => {
  it('reads the query, repeated keys included', () => {
    renderAt('/vouchers?category=Voucher&price=0-25&price=25-50');
    expect(seen.at(-1)?.get('category')).toBe('Voucher');
    expect(seen.at(-1)?.getAll('price')).toEqual(['0-25', '25-50']);
  });

  it('keeps the same object until the query changes', () => {
    const { rerender } = renderAt('/?embed=true');
    rerender(
      <BrowserRouter>
        <Filters />
      </BrowserRouter>,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('changes the query from a copy of the current one, on the same path, replacing the entry when asked', () => {
    renderAt('/vouchers?category=GiftCard&embed=true#grid');
    const entries = window.history.length;
    const before = seen.at(-1);
    act(() =>
      setParams(
        (current) => {
          current.set('category', 'Voucher');
          return current;
        },
        { replace: true },
      ),
    );
    expect(before?.get('category')).toBe('GiftCard');
    expect(shownLocation()).toBe('/vouchers?category=Voucher&embed=true');
    expect(window.location.pathname + window.location.search).toBe('/vouchers?category=Voucher&embed=true');
    expect(window.history.length).toBe(entries);
    expect(seen.at(-1)?.get('category')).toBe('Voucher');
  });

  it("adds an entry unless asked to replace, and leaves no bare '?' for an empty query", () => {
    renderAt('/vouchers?sort=price');
    const entries = window.history.length;
    act(() => setParams(new URLSearchParams()));
    expect(shownLocation()).toBe('/vouchers');
    expect(window.location.href.endsWith('/vouchers')).toBe(true);
    expect(window.history.length).toBe(entries + 1);
  });
});
