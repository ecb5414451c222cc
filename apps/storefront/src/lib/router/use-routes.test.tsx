import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from './match-routes';
import { MemoryRouter } from './router';
import { useNavigate, type NavigateFunction } from './router-context';
import { Route, Routes } from './routes-element';
import { Outlet, useParams, useRoutes } from './use-routes';

afterEach(cleanup);

let navigate!: NavigateFunction;
function Layout({ name }: { name: string }) {
  navigate = useNavigate();
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}
function Product() {
  return <p>Product {useParams().slug ?? '(none)'}</p>;
}
function LayoutParams() {
  return (
    <div>
      <p>Layout sees {useParams().slug}</p>
      <Outlet />
    </div>
  );
}

const table: RouteObject[] = [
  {
    element: <Layout name="shop" />,
    children: [
      { index: true, element: <p>Home</p> },
      { path: 'gift-card/:slug?', element: <Product /> },
      { path: '*', element: <p>Not found</p> },
    ],
  },
  { element: <Layout name="checkout" />, children: [{ path: 'checkout', element: <p>Checkout</p> }] },
  { path: 'pass', element: <LayoutParams />, children: [{ path: ':slug', element: <p>Pass</p> }] },
];

function App() {
  return useRoutes(table);
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('useRoutes', () => {
  it('renders the matched route inside its layout, at the Outlet', () => {
    renderAt('/');
    expect(screen.getByRole('region', { name: 'shop' }).textContent).toBe('Home');
  });

  it("gives the page its parameters, and follows navigation to another route's layout", () => {
    renderAt('/gift-card/classic');
    expect(screen.getByText('Product classic')).toBeTruthy();
    act(() => navigate('/gift-card/spa'));
    expect(screen.getByText('Product spa')).toBeTruthy();
    act(() => navigate('/gift-card'));
    expect(screen.getByText('Product (none)')).toBeTruthy();
    act(() => navigate('/checkout'));
    expect(screen.getByRole('region', { name: 'checkout' }).textContent).toBe('Checkout');
    expect(screen.queryByRole('region', { name: 'shop' })).toBeNull();
  });

  it('shows the catch-all for an unknown path', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('region', { name: 'shop' }).textContent).toBe('Not found');
  });

  it("gives a layout its child's parameters too, and renders nothing at its Outlet on its own address", () => {
    renderAt('/pass/abc');
    expect(screen.getByText('Layout sees abc')).toBeTruthy();
    expect(screen.getByText('Pass')).toBeTruthy();
    cleanup();
    renderAt('/pass');
    expect(screen.queryByText('Pass')).toBeNull();
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="checkout" element={<p>Checkout</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('Routes', () => {
  it('reads a table written as Route elements, nested, with absolute or relative paths', () => {
    render(
      <MemoryRouter initialEntries={['/checkout?embed=true']}>
        <Routes>
          <Route element={<Layout name="checkout" />}>
            <Route path="checkout" element={<p>Checkout</p>} />
          </Route>
          <Route path="/confirmation" element={<p>Confirmed</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'checkout' }).textContent).toBe('Checkout');
    act(() => navigate('/confirmation'));
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });
});
