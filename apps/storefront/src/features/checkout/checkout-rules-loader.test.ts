// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { CheckoutFormValues } from './use-checkout-form';

/** The rules' module arrives when the test says so, or fails to (offline). */
const gate = { open: Promise.resolve(), fail: false };
let release = () => {};
beforeEach(() => {
  // A fresh loader and rules' module for each test: nothing loaded yet.
  vi.resetModules();
  gate.fail = false;
  gate.open = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('@giftfront/domain/customer', async (importOriginal) => {
    await gate.open;
    if (gate.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
});
afterEach(() => release());

const postal: CheckoutFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  mobileNumber: '+1 555',
  shipToName: 'Ada Lovelace',
  company: '',
  address: '1 Main St',
  apartment: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  marketingOptIn: false,
  deliveryMode: 'physical',
  shippingOptionId: 'post',
};
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CheckoutFormValues>;
const context = { shippingApplies: true };
/** Turns of the event loop (no time passes): what was ready to settle has settled. */
const tasks = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("the checkout form's resolver", () => {
  it('waits for the rules when asked before they have loaded, then judges by them', async () => {
    const { checkoutResolver } = await import('./use-checkout-form');
    let settled = false;
    const checked = Promise.resolve(checkoutResolver(postal, context, options)).finally(() => (settled = true));
    await tasks(5);
    // No answer without the rules: neither 'valid' nor a message of its own.
    expect(settled).toBe(false);
    release();
    const result = await checked;
    expect(result.errors).toEqual({
      mobileNumber: expect.objectContaining({ message: 'Invalid mobile number format' }),
    });
    // The same module afterwards: a valid number passes.
    const valid = await checkoutResolver({ ...postal, mobileNumber: '+12025550143' }, context, options);
    expect(valid.errors).toEqual({});
  });

  it('shares one import between the early load and the checks', async () => {
    const { loadCheckoutRules } = await import('./checkout-rules-loader');
    const { checkoutResolver } = await import('./use-checkout-form');
    const early = loadCheckoutRules();
    const checked = checkoutResolver(postal, context, options);
    expect(loadCheckoutRules()).toBe(early);
    release();
    await expect(checked).resolves.toMatchObject({ errors: { mobileNumber: expect.anything() } });
  });

  it('fails (not passes) when the rules cannot load, and tries them again on the next check', async () => {
    const { checkoutResolver } = await import('./use-checkout-form');
    gate.fail = true;
    release();
    await expect(Promise.resolve(checkoutResolver(postal, context, options))).rejects.toThrow();
    gate.fail = false;
    const again = await checkoutResolver(postal, context, options);
    expect(again.errors).toHaveProperty('mobileNumber.message', 'Invalid mobile number format');
  });
});
