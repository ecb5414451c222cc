import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyPhoneField, loadPhoneField } from './lazy-phone-field';

/**
 * The phone input's chunk arrives when the test opens the gate, or fails to (offline). One module
 * instance for the file (a fresh one would bring a second Preact), so the tests run in the order a
 * page meets them: a failed load, the load tried again, then the field shown at once.
 */
const gate = vi.hoisted(() => {
  const state = { fail: false, open: Promise.resolve(), release: () => {} };
  state.open = new Promise<void>((resolve) => (state.release = resolve));
  return state;
});
vi.mock('./phone-field-import', () => ({
  importPhoneField: async () => {
    await gate.open;
    if (gate.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return vi.importActual('./phone-field');
  },
}));
// The real module read once before the tests (its metadata takes seconds to transform on a busy machine).
beforeAll(() => vi.importActual('./phone-field'), 60_000);
afterEach(() => cleanup());

const props = {
  id: 'checkout-mobileNumber',
  label: 'Mobile number',
  value: '',
  onChange: () => {},
  shippingCountry: 'US',
  testId: 'mobile-number',
};

describe('the mobile number field, loaded when needed', () => {
  it('holds its place, labelled and busy, while its code loads; says so when it cannot load, and loads it when the shopper tries again', async () => {
    gate.fail = true;
    render(<LazyPhoneField {...props} />);
    const pending = screen.getByLabelText<HTMLInputElement>('Mobile number');
    expect(pending.disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    gate.release();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The mobile number field could not load. Check your connection and try again.',
    );
    gate.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId<HTMLInputElement>('mobile-number-input')).disabled).toBe(false);
    expect(screen.getByTestId<HTMLSelectElement>('mobile-number-country').value).toBe('US');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('mobile-number-pending')).toBeNull();
  });

  it('is the phone input at once where the page has loaded its code already', async () => {
    await loadPhoneField();
    render(<LazyPhoneField {...props} />);
    expect(screen.getByTestId<HTMLInputElement>('mobile-number-input').disabled).toBe(false);
  });
});
