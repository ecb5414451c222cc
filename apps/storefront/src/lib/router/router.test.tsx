import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, MemoryRouter, StaticRouter } from './router';
import { useLocation, useNavigate, type NavigateFunction } from './router-context';
import { LocationProbe, shownLocation } from './test-location-probe';
import { useRoutes } from './use-routes';
import { routesReadyAt } from './match-routes';
import { lazyPage } from '@/lib/lazy-page';

let navigate!: NavigateFunction;
let keys: string[] = [];
function Remote() {
  navigate = useNavigate();
  keys.push(useLocation().key);
  return <LocationProbe />;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
  keys = [];
});
afterEach(cleanup);

describe('BrowserRouter', () => {
  it('starts at the address bar, and navigate pushes an entry or replaces the current one', () => {
    render(
      <BrowserRouter>
        <Remote />
      </BrowserRouter>,
    );
    expect(shownLocation()).toBe('/start');
    const entries = window.history.length;

    act(() => navigate('/cart?embed=true'));
    expect(shownLocation()).toBe('/cart?embed=true');
    expect(window.location.pathname + window.location.search).toBe('/cart?embed=true');
    expect(window.history.length).toBe(entries + 1);

    act(() => navigate('/checkout', { replace: true }));
    expect(shownLocation()).toBe('/checkout');
    expect(window.location.pathname).toBe('/checkout');
    expect(window.history.length).toBe(entries + 1);
  });

  it('gives each navigation a new key, even to the same address', () => {
    render(
      <BrowserRouter>
        <Remote />
      </BrowserRouter>,
    );
    act(() => navigate('/start'));
    act(() => navigate('/start', { replace: true }));
    const distinct = new Set(keys);
    expect(keys[0]).toBe('default');
    expect(distinct.size).toBe(3);
  });

  it('follows Back and Forward (popstate), with the key each entry had', async () => {
    render(
      <BrowserRouter>
        <Remote />
      </BrowserRouter>,
    );
    act(() => navigate('/vouchers'));
    const vouchersKey = keys.at(-1);
    act(() => navigate('/cart'));

    act(() => window.history.back());
    await waitFor(() => expect(shownLocation()).toBe('/vouchers'));
    expect(keys.at(-1)).toBe(vouchersKey);

    act(() => window.history.back());
    await waitFor(() => expect(shownLocation()).toBe('/start'));
    act(() => window.history.forward());
    await waitFor(() => expect(shownLocation()).toBe('/vouchers'));
  });

  it('stops listening to Back and Forward once unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const popstateHandlers = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'popstate').map(([, handler]) => handler);
    render(
      <BrowserRouter>
        <Remote />
      </BrowserRouter>,
    ).unmount();
    expect(popstateHandlers(added)).toHaveLength(1);
    expect(popstateHandlers(removed)).toEqual(popstateHandlers(added));
    added.mockRestore();
    removed.mockRestore();
  });
});

describe('navigating to a page whose code is still loading', () => {
  it('keeps the current page on screen instead of the fallback (a transition), then shows the new one', async () => {
    let load!: (page: { default: ComponentType }) => void;
    const SlowPage = lazyPage(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    const routes = [
      { path: 'start', element: <p>Current page</p> },
      { path: 'slow', element: <SlowPage />, code: SlowPage },
    ];
    const Pages = () => useRoutes(routes);
    render(
      <BrowserRouter prepare={(pathname) => routesReadyAt(routes, pathname)}>
        <Remote />
        <Suspense fallback={<p>Loading</p>}>
          <Pages />
        </Suspense>
      </BrowserRouter>,
    );
    act(() => navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByText('Current page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    // The whole tree stays where it was, as in a transition: the heading's focus, the header's links.
    expect(shownLocation()).toBe('/start');

    await act(async () => load({ default: () => <p>Slow page</p> }));
    await waitFor(() => expect(screen.getByText('Slow page')).toBeTruthy());
    expect(shownLocation()).toBe('/slow');
  });

  it('shows only the latest address when the shopper moves on while a page loads', async () => {
    let load!: (page: { default: ComponentType }) => void;
    const SlowPage = lazyPage(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    const routes = [
      { path: 'start', element: <p>Current page</p> },
      { path: 'other', element: <p>Other page</p> },
      { path: 'slow', element: <SlowPage />, code: SlowPage },
    ];
    const Pages = () => useRoutes(routes);
    render(
      <BrowserRouter prepare={(pathname) => routesReadyAt(routes, pathname)}>
        <Remote />
        <Pages />
      </BrowserRouter>,
    );
    act(() => navigate('/slow'));
    act(() => navigate('/other'));
    expect(screen.getByText('Other page')).toBeTruthy();
    await act(async () => load({ default: () => <p>Slow page</p> }));
    expect(shownLocation()).toBe('/other');
    expect(screen.queryByText('Slow page')).toBeNull();
  });

  it('shows a page whose code failed to load, so its error boundary can say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const BrokenPage = lazyPage<ComponentType>(() => Promise.reject(new Error('chunk gone')));
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>Could not load the page</p> : this.props.children);
    }
    const routes = [
      { path: 'start', element: <p>Current page</p> },
      { path: 'broken', element: <BrokenPage />, code: BrokenPage },
    ];
    const Pages = () => useRoutes(routes);
    render(
      <BrowserRouter prepare={(pathname) => routesReadyAt(routes, pathname)}>
        <Remote />
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <Pages />
          </Suspense>
        </Boundary>
      </BrowserRouter>,
    );
    act(() => navigate('/broken'));
    expect(await screen.findByText('Could not load the page')).toBeTruthy();
    expect(screen.queryByText('Current page')).toBeNull();
  });
});

describe('MemoryRouter', () => {
  it('starts at the given entry and follows navigate', () => {
    render(
      <MemoryRouter initialEntries={['/gift-card/classic?embed=true']}>
        <Remote />
      </MemoryRouter>,
    );
    expect(shownLocation()).toBe('/gift-card/classic?embed=true');
    act(() => navigate('/checkout'));
    expect(shownLocation()).toBe('/checkout');
    expect(window.location.pathname).toBe('/start');
  });

  it("starts at '/' without entries", () => {
    render(
      <MemoryRouter>
        <Remote />
      </MemoryRouter>,
    );
    expect(shownLocation()).toBe('/');
  });
});

describe('StaticRouter', () => {
  it('renders the address it is given on the server', () => {
    expect(
      renderToString(
        <StaticRouter location="/vouchers?category=Voucher#top">
          <LocationProbe />
        </StaticRouter>,
      ),
    ).toContain('/vouchers?category=Voucher#top');
  });

  it('refuses to navigate: the server renders one address', () => {
    renderToString(
      <StaticRouter location="/">
        <Remote />
      </StaticRouter>,
    );
    expect(() => navigate('/cart')).toThrow('The server renders one address');
  });

  it('renders markup the BrowserRouter hydrates at the same address without a mismatch', async () => {
    window.history.replaceState(null, '', '/gift-card/classic?embed=true');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticRouter location="/gift-card/classic?embed=true">
        <LocationProbe />
      </StaticRouter>,
    );
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserRouter>
          <LocationProbe />
        </BrowserRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('/gift-card/classic?embed=true');
    container.remove();
  });
});
