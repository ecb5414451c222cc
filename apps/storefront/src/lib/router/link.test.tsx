import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, type LinkProps } from './link';
import { BrowserRouter } from './router';
import { LocationProbe, shownLocation } from './test-location-probe';

// What a click left to the browser would do: jsdom cannot load another page, so the test stops it here, after the app saw it.
let leftToBrowser: boolean[] = [];
const stopPageLoad = (event: MouseEvent) => {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
};

function renderLink(props: Partial<LinkProps> = {}) {
  render(
    <BrowserRouter>
      <Link to="/cart?embed=true" {...props}>
        Cart
      </Link>
      <LocationProbe />
    </BrowserRouter>,
  );
  return screen.getByRole('link', { name: 'Cart' });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  leftToBrowser = [];
  window.addEventListener('click', stopPageLoad);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('click', stopPageLoad);
});

describe('Link', () => {
  it('is a real link to its path, and passes other attributes on', () => {
    const link = renderLink({ className: 'underline', 'data-testid': 'cart-link' } as Partial<LinkProps>);
    expect(link.getAttribute('href')).toBe('/cart?embed=true');
    expect(link.className).toBe('underline');
    expect(link.dataset.testid).toBe('cart-link');
  });

  it('moves within the app on a plain left click, adding a history entry', () => {
    const link = renderLink();
    const entries = window.history.length;
    fireEvent.click(link);
    expect(leftToBrowser).toEqual([false]);
    expect(shownLocation()).toBe('/cart?embed=true');
    expect(window.location.pathname + window.location.search).toBe('/cart?embed=true');
    expect(window.history.length).toBe(entries + 1);
  });

  it.each([
    ['Cmd', { metaKey: true }],
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_name, init) => {
    fireEvent.click(renderLink(), init);
    expect(leftToBrowser).toEqual([true]);
    expect(shownLocation()).toBe('/');
  });

  it.each([
    ['target="_blank"', { target: '_blank' }],
    ['download', { download: 'card.pdf' }],
  ])('leaves a link with %s to the browser', (_name, props) => {
    fireEvent.click(renderLink(props));
    expect(leftToBrowser).toEqual([true]);
    expect(shownLocation()).toBe('/');
  });

  it('follows target="_self" like no target', () => {
    fireEvent.click(renderLink({ target: '_self' }));
    expect(shownLocation()).toBe('/cart?embed=true');
  });

  it('calls its onClick first, and stays put when that prevents the default', () => {
    const onClick = vi.fn();
    fireEvent.click(renderLink({ onClick }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shownLocation()).toBe('/cart?embed=true');
    cleanup();

    window.history.replaceState(null, '', '/');
    fireEvent.click(renderLink({ onClick: (event) => event.preventDefault() }));
    expect(shownLocation()).toBe('/');
  });

  it('replaces the entry when it leads where the shopper already is (as React Router does)', () => {
    window.history.replaceState(null, '', '/cart?embed=true');
    const link = renderLink();
    const entries = window.history.length;
    fireEvent.click(link);
    expect(window.history.length).toBe(entries);
    expect(shownLocation()).toBe('/cart?embed=true');
  });
});
