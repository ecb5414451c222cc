import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavLink } from './nav-link';
import { MemoryRouter } from './router';

afterEach(cleanup);

const classFor = ({ isActive }: { isActive: boolean }) => (isActive ? 'current' : 'other');

function renderNav(at: string, { end = true } = {}) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <NavLink to="/" end={end} className={classFor}>
          Gift Cards
        </NavLink>
        <NavLink to="/vouchers" end={end} className={classFor}>
          Vouchers
        </NavLink>
        <NavLink to="/gift-card" end={end} className={classFor}>
          Gift card
        </NavLink>
      </nav>
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const current = () =>
  screen
    .queryAllByRole('link')
    .filter((element) => element.getAttribute('aria-current') === 'page')
    .map((element) => element.textContent);

describe('NavLink', () => {
  it('marks the link to the current page with aria-current="page" and its active class', () => {
    renderNav('/vouchers?embed=true');
    expect(current()).toEqual(['Vouchers']);
    expect(link('Vouchers').className).toBe('current');
    expect(link('Gift Cards').className).toBe('other');
    expect(link('Gift Cards').hasAttribute('aria-current')).toBe(false);
  });

  it('ignores case, as React Router does', () => {
    renderNav('/VOUCHERS');
    expect(current()).toEqual(['Vouchers']);
  });

  it('with end, is active on its own path only', () => {
    renderNav('/gift-card/classic');
    expect(current()).toEqual([]);
  });

  it("without end, is also active below its path, but not on a longer name ('/' only on itself, as in React Router)", () => {
    renderNav('/gift-card/classic', { end: false });
    expect(current()).toEqual(['Gift card']);
    cleanup();
    renderNav('/gift-cards', { end: false });
    expect(current()).toEqual([]);
  });

  it('moves the mark when clicked', () => {
    renderNav('/');
    expect(current()).toEqual(['Gift Cards']);
    fireEvent.click(link('Vouchers'));
    expect(current()).toEqual(['Vouchers']);
  });
});
